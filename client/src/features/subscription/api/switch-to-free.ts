import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusSchema } from "@shared/billing";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";

/** Development mode only: the counterpart of activate-dev-premium, for trying both plans. */
export async function switchToFree(userId: number) {
  const res = await apiRequest("POST", "/api/subscription/deactivate-dev-premium", { userId });
  return subscriptionStatusSchema.parse(await res.json());
}

export function useSwitchToFree({ onSwitched }: { onSwitched?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchToFree,
    meta: { errorTitle: "Error", errorFallback: "Could not switch plans. Please try again." },
    onSuccess: (status) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, status);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: "Switched to the Free plan", description: "Development mode: your account is back on the Free plan." });
      onSwitched?.();
    },
  });
}
