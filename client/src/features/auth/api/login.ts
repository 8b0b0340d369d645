import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";

export async function login(input: LoginInput) {
  const res = await apiRequest("POST", "/api/auth/login", input);
  const { userSchema } = await import("@shared/auth");
  return userSchema.parse(await res.json());
}

/** Signing in sets the current user, which moves the auth screen on to /app. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorTitle: "Login failed", errorFallback: "Invalid email or password" },
    onSuccess: async (user) => {
      // A user fetch sent before the session cookie existed would otherwise overwrite this.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: "Login successful", description: "Welcome back!" });
    },
  });
}
