import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@shared/account";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";

export async function resetPassword(input: ResetPasswordInput) {
  const res = await apiRequest("POST", "/api/auth/reset-password", input);
  const { userSchema } = await import("@shared/auth");
  return userSchema.parse(await res.json());
}

/** A successful reset signs the user in (every other session was ended by the server). */
export function useResetPassword({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (user) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: "Password changed", description: "You are signed in with your new password." });
      onDone();
    },
  });
}
