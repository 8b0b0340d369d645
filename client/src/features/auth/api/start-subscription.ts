import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";

/** Spec §9: after a development-mode upgrade the studio opens 1.5 s later. */
export const DEV_UPGRADE_REDIRECT_MS = 1500;

type Deps = { navigate: (to: string) => void; queryClient: QueryClient };

/**
 * Asks the server to start a premium subscription and follows its answer (spec §4): hosted
 * checkout, the embedded payment page, or (development mode) instant activation. Anything
 * else, including an error, leaves the choice on the plans page.
 */
export async function startSubscription({ navigate, queryClient }: Deps): Promise<void> {
  try {
    const res = await apiRequest("POST", "/api/create-subscription");
    const { subscriptionStartSchema } = await import("./subscription-start-schema");
    const data = subscriptionStartSchema.parse(await res.json());
    if (data.url) {
      window.location.href = data.url;
    } else if (data.clientSecret) {
      navigate(`/payment?client_secret=${encodeURIComponent(data.clientSecret)}`);
    } else if (data.success) {
      toast({ title: "Premium Subscription Activated", description: data.message ?? "Enjoy unlimited downloads." });
      // Spec §4: the development-only activation call; its failure is ignored.
      await apiRequest("POST", "/api/subscription/activate-dev-premium", { userId: data.userId }).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      setTimeout(() => navigate("/app"), DEV_UPGRADE_REDIRECT_MS);
    } else {
      navigate("/subscription");
    }
  } catch (error) {
    console.error("Could not start the subscription", error);
    navigate("/subscription");
  }
}
