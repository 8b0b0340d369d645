import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { CreateSubscriptionResponse } from "@shared/billing";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import type { Config } from "../../env";
import { conflict } from "../../lib/errors";
import { applySubscription, customerIdOf } from "./apply-subscription";
import { ensureCustomer } from "./ensure-customer";
import { isPremium } from "./is-premium";
import { callStripe, isStripeMissing } from "./call-stripe";

const EXPAND = ["latest_invoice.confirmation_secret"];

const clientSecretOf = (sub: Stripe.Subscription): string | null =>
  typeof sub.latest_invoice === "object" ? (sub.latest_invoice?.confirmation_secret?.client_secret ?? null) : null;

/**
 * Starts a Premium subscription for the Payment Element: an `incomplete` subscription whose first
 * invoice's client secret the browser confirms on /payment. Webhooks then make the user premium.
 * A still-open attempt is reused, so pressing Upgrade twice does not open two invoices.
 *
 * Why the Payment Element and not a Checkout url: the spec has a /payment page with an embedded
 * form and a return to /subscription, the CSP already admits js.stripe.com frames, and the user
 * stays in the app. (The client also handles `url`, so switching to Checkout stays possible.)
 */
export async function createSubscription(
  db: Db,
  stripe: Stripe,
  stripeConfig: NonNullable<Config["stripe"]>,
  user: UserRow,
): Promise<CreateSubscriptionResponse> {
  if (isPremium(user)) throw conflict("You are already on the Premium plan");
  const price = stripeConfig.priceId;
  if (!price) throw new Error("STRIPE_PRICE_ID is not set: cannot create a subscription");

  const customer = await ensureCustomer(db, stripe, user);

  const pendingId = user.stripeSubscriptionId;
  if (pendingId) {
    const pending = await callStripe(() => stripe.subscriptions.retrieve(pendingId, { expand: EXPAND })).catch((error: unknown) => {
      if (isStripeMissing(error)) return null;
      throw error;
    });
    const secret = pending && customerIdOf(pending) === customer && pending.status === "incomplete" ? clientSecretOf(pending) : null;
    if (pending && secret) return { clientSecret: secret, subscriptionId: pending.id };
  }

  const sub = await callStripe(() =>
    stripe.subscriptions.create({
      customer,
      items: [{ price }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: { userId: String(user.id) },
      expand: EXPAND,
    }),
  );
  // Remember the attempt (reuse above) and its state; webhooks keep it current from here on.
  await db
    .update(users)
    .set({ stripeSubscriptionId: sub.id, subscriptionStatus: sub.status })
    .where(eq(users.id, user.id));

  const secret = clientSecretOf(sub);
  if (secret) return { clientSecret: secret, subscriptionId: sub.id };
  // Nothing to pay (a trial or a 100 % coupon): the subscription is already live.
  await applySubscription(db, user.id, sub);
  return { success: true, message: "Premium Subscription Activated", userId: user.id };
}
