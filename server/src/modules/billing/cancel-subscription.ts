import type { Config } from "../../env";
import type { UserRow } from "../../db/schema";
import { callStripe, isStripeMissing } from "./call-stripe";
import { stripeClient } from "./stripe-client";

/** Stripe states after which nothing more is charged: nothing to cancel. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Cancels the user's Stripe subscription at once (the account is about to disappear, so there
 * is nobody left to serve until the period ends). Nothing to do in development mode, without a
 * subscription, or when Stripe no longer has it. An unreachable Stripe is a 503: the caller
 * must not delete the account while it may still be charged.
 */
export async function cancelSubscription(config: Config, user: Pick<UserRow, "stripeSubscriptionId" | "subscriptionStatus">): Promise<void> {
  const id = user.stripeSubscriptionId;
  if (!config.stripe || !id || ENDED.has(user.subscriptionStatus)) return;
  const stripe = stripeClient(config.stripe);
  await callStripe(() => stripe.subscriptions.cancel(id)).catch((error: unknown) => {
    if (!isStripeMissing(error)) throw error;
  });
}
