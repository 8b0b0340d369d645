import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { registerSchema } from "@shared/auth";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";
import { startSubscription } from "./start-subscription";

export type RegisterValues = z.output<typeof registerSchema>;

/** Spec §9: the next step follows 1 s after sign-up, while the 3 s toast is still showing. */
export const REGISTER_REDIRECT_DELAY_MS = 1000;
const REGISTER_TOAST_MS = 3000;

export async function register(input: RegisterValues) {
  const res = await apiRequest("POST", "/api/auth/register", input);
  const { registerResponseSchema } = await import("@shared/auth");
  return registerResponseSchema.parse(await res.json());
}

/**
 * Creates the account and signs in (spec §4): premium sign-ups go on to checkout, free ones to
 * the studio. `onAccountCreated` runs before the user is stored so the auth screen can hold its
 * "already signed in" redirect while this hand-off plays out.
 */
export function useRegister({ onAccountCreated }: { onAccountCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: register,
    meta: { errorTitle: "Registration failed", errorFallback: "Could not create account" },
    onSuccess: async ({ redirectToPayment, ...user }) => {
      onAccountCreated?.();
      // A user fetch sent before the session cookie existed would otherwise overwrite this.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      if (redirectToPayment) {
        toast({ title: "Account created!", description: "Setting up your Premium subscription...", duration: REGISTER_TOAST_MS });
        setTimeout(() => void startSubscription({ navigate, queryClient }), REGISTER_REDIRECT_DELAY_MS);
        return;
      }
      toast({ title: "Registration successful", description: "Welcome to Mockup Studio!", duration: REGISTER_TOAST_MS });
      setTimeout(() => navigate("/app"), REGISTER_REDIRECT_DELAY_MS);
    },
  });
}
