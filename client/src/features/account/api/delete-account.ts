import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { DeleteAccountInput } from "@shared/account";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";

export async function deleteAccount(input: DeleteAccountInput) {
  await apiRequest("DELETE", "/api/account", input);
}

/** Like logging out, but for good: leave the protected page first, then forget every cached answer. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      navigate("/");
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: "Account deleted", description: "Your account, mockups and files are gone. Thank you for using Mockup Studio." });
    },
  });
}
