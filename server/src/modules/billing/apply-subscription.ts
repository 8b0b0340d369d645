import { and, eq, isNull, or } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { tierForStripeStatus } from "./is-premium";

/** Drizzle's transaction handle, or the database itself. */
type Tx = Pick<Db, "select" | "update">;

export const customerIdOf = (sub: Stripe.Subscription): string => (typeof sub.customer === "string" ? sub.customer : sub.customer.id);

/**
 * The user a subscription belongs to: by customer id, else by the user id we put in its metadata
 * (or a Checkout session's client_reference_id), and then only for a user with no customer yet.
 */
export async function findSubscriber(db: Tx, sub: Stripe.Subscription, userHint: number | null = null): Promise<number | null> {
  const [byCustomer] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerIdOf(sub))).limit(1);
  if (byCustomer) return byCustomer.id;
  const fromMetadata = sub.metadata?.userId ? Number(sub.metadata.userId) : userHint;
  if (fromMetadata === null || !Number.isInteger(fromMetadata)) return null;
  const [byId] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, fromMetadata), isNull(users.stripeCustomerId)))
    .limit(1);
  return byId?.id ?? null;
}

/**
 * Writes a subscription's current state (as Stripe reports it now) onto the user.
 * A subscription that grants premium always wins; one that does not only updates the user when
 * it is the user's current one, so an old, abandoned or expired subscription cannot downgrade a
 * user who has since subscribed again.
 */
export async function applySubscription(db: Tx, userId: number, sub: Stripe.Subscription): Promise<boolean> {
  const tier = tierForStripeStatus(sub.status);
  const periodEnds = sub.items.data.map((item) => item.current_period_end).filter((t) => typeof t === "number");
  const updated = await db
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionStatus: sub.status,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: customerIdOf(sub),
      currentPeriodEnd: periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null,
      // Newer portals schedule the end with cancel_at instead of the flag; both mean "ends, premium until then".
      cancelAtPeriodEnd: sub.status !== "canceled" && (sub.cancel_at_period_end || sub.cancel_at !== null),
    })
    .where(
      and(
        eq(users.id, userId),
        tier === "premium" ? undefined : or(isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, sub.id)),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}
