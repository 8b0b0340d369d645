import type Stripe from "stripe";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { callStripe } from "./call-stripe";

/** A Stripe customer-portal address where the user manages or cancels their subscription. */
export async function createPortalSession(stripe: Stripe, user: UserRow, returnUrl: string): Promise<{ url: string }> {
  const customer = user.stripeCustomerId;
  if (!customer) throw notFound("There is no subscription to manage yet. Upgrade to Premium first.");
  const session = await callStripe(() => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }));
  return { url: session.url };
}
