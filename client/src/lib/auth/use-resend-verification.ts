import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/account";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";

export async function resendVerification() {
  const res = await apiRequest("POST", "/api/auth/resend-verification");
  return (await res.json()) as MessageResponse;
}

/** Mails a fresh verification link to the signed-in user (the banner and the account page). */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    meta: { errorTitle: "Could not send the e-mail" },
    onSuccess: ({ message }) => toast({ title: "Verification e-mail sent", description: message }),
  });
}
