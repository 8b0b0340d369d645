import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { z } from "zod";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/auth/use-current-user";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";

/** Spec §9: after a development-mode upgrade the studio opens 1.5 s later. */
export const DEV_UPGRADE_REDIRECT_MS = 1500;

/** Spec §7: url (hosted checkout), clientSecret (Payment Element) or success (development mode). */
const startResponseSchema = z.object({
  url: z.string().min(1).optional(),
  clientSecret: z.string().min(1).optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
  userId: z.number().int().optional(),
});
export type StartUpgradeResponse = z.infer<typeof startResponseSchema>;

export async function createSubscription(): Promise<StartUpgradeResponse> {
  const res = await apiRequest("POST", "/api/create-subscription");
  const parsed = startResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success || !(parsed.data.url || parsed.data.clientSecret || parsed.data.success)) {
    // No message of its own: the central toast falls back to the spec's wording.
    throw new Error("");
  }
  return parsed.data;
}

/** Development mode's stand-in for payment (spec §4); the upgrade has already been reported, so a failure is only logged. */
async function activateDevPremium(userId: number): Promise<void> {
  try {
    await apiRequest("POST", "/api/subscription/activate-dev-premium", { userId });
  } catch (error) {
    console.warn("Development-mode premium activation failed", error);
  }
}

/**
 * "Upgrade to Premium" (spec §4): follows the server's answer to hosted checkout, to the payment
 * page, or (development mode) activates Premium and opens the studio. `isBusy` stays true while
 * the page is being left, so the button cannot be pressed twice.
 */
export function useStartUpgrade() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const [leaving, setLeaving] = useState(false);

  const mutation = useMutation({
    mutationFn: createSubscription,
    meta: { errorTitle: "Subscription Error", errorFallback: "Could not process subscription request. Please try again." },
    onSuccess: async (data) => {
      setLeaving(true);
      if (data.url) {
        window.location.assign(data.url);
        return;
      }
      if (data.clientSecret) {
        navigate(`/payment?client_secret=${encodeURIComponent(data.clientSecret)}`);
        return;
      }
      toast({ title: "Premium Subscription Activated", description: data.message ?? "Enjoy unlimited downloads." });
      setTimeout(() => navigate("/app"), DEV_UPGRADE_REDIRECT_MS);
      const userId = data.userId ?? user?.id;
      if (userId !== undefined) await activateDevPremium(userId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]);
    },
  });

  return { start: () => mutation.mutate(), isBusy: mutation.isPending || leaving };
}
