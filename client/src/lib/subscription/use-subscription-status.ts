import { useQuery } from "@tanstack/react-query";
import { initialSubscriptionStatus, subscriptionStatusSchema, type SubscriptionStatus } from "@shared/billing";
import { apiRequest } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { planUsage } from "./plan-usage";

export const SUBSCRIPTION_KEY = ["/api/subscription"] as const;

async function fetchSubscriptionStatus(): Promise<SubscriptionStatus> {
  const res = await apiRequest("GET", SUBSCRIPTION_KEY[0]);
  return subscriptionStatusSchema.parse(await res.json());
}

/** Spec §3/§7: fetched only when signed in; the spec's initial value until it loads. */
export function useSubscriptionStatus() {
  const { user } = useCurrentUser();
  const query = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: fetchSubscriptionStatus, enabled: !!user });
  const status = query.data ?? initialSubscriptionStatus;
  return { status, isLoading: query.isLoading, usage: planUsage(status) };
}
