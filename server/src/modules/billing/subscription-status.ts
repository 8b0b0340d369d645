import type { SubscriptionStatus } from "@shared/billing";
import type { UserRow } from "../../db/schema";
import { isPremium } from "./is-premium";

/** The user's plan and download usage as the client sees it (spec §3). */
export function toSubscriptionStatus(user: UserRow, freeLimit: number): SubscriptionStatus {
  const premium = isPremium(user);
  return {
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    imageCount: user.imagesUsed,
    freeLimit,
    isLimitReached: !premium && user.imagesUsed >= freeLimit,
    isPremium: premium,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  };
}
