import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/account";
import { apiRequest } from "@/lib/api";

export async function forgotPassword(input: ForgotPasswordInput) {
  const res = await apiRequest("POST", "/api/auth/forgot-password", input);
  const { messageResponseSchema } = await import("@shared/account");
  return messageResponseSchema.parse(await res.json());
}

/** The answer is the same whether or not the account exists; the dialog shows it in place. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    meta: { errorTitle: "Could not send the e-mail" },
  });
}
