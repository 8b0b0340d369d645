import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { CURRENT_USER_KEY } from "./use-current-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/auth/logout");
    },
    meta: { errorTitle: "Logout failed" },
    onSuccess: async () => {
      // A user fetch still in flight must not bring the old session back.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      // Leave protected pages first so their guards do not start re-verifying a session we ended.
      navigate("/");
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: "Logged out", description: "You have been logged out" });
    },
  });
}
