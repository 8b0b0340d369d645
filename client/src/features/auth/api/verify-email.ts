import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";

export async function verifyEmail(token: string) {
  const res = await apiRequest("POST", "/api/auth/verify-email", { token });
  const { messageResponseSchema } = await import("@shared/account");
  return messageResponseSchema.parse(await res.json());
}

/** Follows a verification or e-mail-change link; the signed-in user (if any) is reloaded after. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
