import { eq, lt } from "drizzle-orm";
import Stripe from "stripe";
import type { WebhookResponse } from "@shared/billing";
import type { Db } from "../../db/client";
import { stripeEvents } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { applySubscription, findSubscriber } from "./apply-subscription";
import { callStripe, isStripeMissing } from "./call-stripe";

/** The events that can change a plan; every other event is acknowledged and left alone. */
const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

/** Stripe retries a delivery for up to 3 days; ids older than this can never come back. */
const EVENT_ID_RETENTION_MS = 30 * 86_400_000;
/** One delivery in a hundred sweeps old ids, keeping the table small without a scheduler. */
const SWEEP_CHANCE = 0.01;

type SubscriptionRef = { subscriptionId: string; userHint: number | null };

/**
 * Verifies and applies one Stripe webhook delivery.
 * - The signature is checked on the raw bytes (bad or missing: 400, and Stripe will not retry forever).
 * - The event only says *which* subscription changed: its current state is re-read from Stripe,
 *   so late or out-of-order deliveries converge on Stripe's present truth.
 * - The event id is recorded in the same transaction as the user update: a replay changes
 *   nothing, and a delivery that failed half-way (Stripe unreachable: 503) is retried whole.
 */
export async function handleStripeWebhook(
  db: Db,
  stripe: Stripe,
  webhookSecret: string,
  payload: Uint8Array,
  signature: string | undefined,
): Promise<WebhookResponse> {
  const event = verifyEvent(stripe, webhookSecret, payload, signature);
  if (!HANDLED_EVENTS.has(event.type)) return { received: true, outcome: "ignored" };

  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (seen) return { received: true, outcome: "duplicate" };

  const ref = subscriptionRef(event);
  const sub = ref ? await retrieveSubscription(stripe, ref.subscriptionId) : null;

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return { received: true, outcome: "duplicate" } as const;
    if (Math.random() < SWEEP_CHANCE) {
      await tx.delete(stripeEvents).where(lt(stripeEvents.createdAt, new Date(Date.now() - EVENT_ID_RETENTION_MS)));
    }
    if (!sub) return { received: true, outcome: "ignored" } as const;
    const userId = await findSubscriber(tx, sub, ref?.userHint ?? null);
    if (userId === null) return { received: true, outcome: "ignored" } as const;
    const applied = await applySubscription(tx, userId, sub);
    return { received: true, outcome: applied ? "applied" : "ignored" } as const;
  });
}

function verifyEvent(stripe: Stripe, secret: string, payload: Uint8Array, signature: string | undefined): Stripe.Event {
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest("Invalid Stripe signature");
    if (error instanceof SyntaxError) throw badRequest("Malformed webhook payload");
    throw error;
  }
}

function subscriptionRef(event: Stripe.Event): SubscriptionRef | null {
  const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { subscriptionId: event.data.object.id, userHint: null };
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = session.mode === "subscription" ? idOf(session.subscription) : null;
      const hint = Number(session.client_reference_id);
      return subscriptionId ? { subscriptionId, userHint: Number.isInteger(hint) ? hint : null } : null;
    }
    case "invoice.payment_failed": {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      return subscriptionId ? { subscriptionId, userHint: null } : null;
    }
    default:
      return null;
  }
}

/** Stripe's current view of the subscription; null when Stripe no longer knows it. */
async function retrieveSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await callStripe(() => stripe.subscriptions.retrieve(id));
  } catch (error) {
    if (isStripeMissing(error)) return null;
    throw error;
  }
}
