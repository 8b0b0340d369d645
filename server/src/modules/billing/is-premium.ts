import { sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/constants";
import { users, type UserRow } from "../../db/schema";

/**
 * The one premium rule: the stored tier. Webhooks (or development mode) decide the tier;
 * everything else (status, limits, exports) asks this function or its SQL twin.
 */
export function isPremium(user: Pick<UserRow, "subscriptionTier">): boolean {
  return user.subscriptionTier === "premium";
}

/** The same rule inside a statement, for decisions that must be atomic with a write. */
export const isPremiumSql = sql`${users.subscriptionTier} = 'premium'`;

/**
 * Stripe subscription states that keep premium. `past_due` is a grace period while Stripe
 * retries the card; its dunning ends in `canceled` or `unpaid`, which drop to free.
 * A subscription cancelled "at period end" stays `active` until then, so it stays premium.
 */
const PREMIUM_STRIPE_STATUSES = new Set(["active", "trialing", "past_due"]);

export function tierForStripeStatus(status: string): SubscriptionTier {
  return PREMIUM_STRIPE_STATUSES.has(status) ? "premium" : "free";
}
