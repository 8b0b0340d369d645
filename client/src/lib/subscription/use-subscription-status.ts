import { useQuery } from "@tanstack/react-query";
import type { SubscriptionStatus } from "@shared/billing";
import { FREE_DOWNLOAD_LIMIT } from "@shared/constants";
import { apiRequest } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { planUsage } from "./plan-usage";

export const SUBSCRIPTION_KEY = ["/api/subscription"] as const;

/** The value shown before the status has loaded (spec §3). */
export const initialSubscriptionStatus: SubscriptionStatus = {
  tier: "free",
  status: "inactive",
  imageCount: 0,
  freeLimit: FREE_DOWNLOAD_LIMIT,
  isLimitReached: false,
  isPremium: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/** Read by its type, like every answer a first screen needs (docs/decisions/0015-first-screens-build-no-schemas.md). */
export async function fetchSubscriptionStatus(): Promise<SubscriptionStatus> {
  const res = await apiRequest("GET", SUBSCRIPTION_KEY[0]);
  return (await res.json()) as SubscriptionStatus;
}

/** Spec §3/§7: fetched only when signed in; the spec's initial value until it loads. */
export function useSubscriptionStatus() {
  const { user } = useCurrentUser();
  const query = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: fetchSubscriptionStatus, enabled: !!user });
  const status = query.data ?? initialSubscriptionStatus;
  return { status, isLoading: query.isLoading, usage: planUsage(status) };
}
