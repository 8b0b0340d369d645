import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { callStripe, isStripeMissing } from "./call-stripe";

/**
 * The user's Stripe customer id: the stored one while Stripe still has it, else a new customer.
 * Two racing calls agree on one id: the idempotency key makes Stripe return the same customer,
 * and the conditional update lets only the first id in.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, user: UserRow): Promise<string> {
  const stored = user.stripeCustomerId;
  if (stored) {
    const existing = await callStripe(() => stripe.customers.retrieve(stored)).catch((error: unknown) => {
      if (isStripeMissing(error)) return null;
      throw error;
    });
    if (existing && !existing.deleted) return stored;
  }

  const customer = await callStripe(() =>
    stripe.customers.create(
      {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined,
        metadata: { userId: String(user.id) },
      },
      { idempotencyKey: `customer-${user.id}-${stored ?? "none"}` },
    ),
  );
  const [saved] = await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), stored ? eq(users.stripeCustomerId, stored) : isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (saved?.id) return saved.id;

  const [current] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id)).limit(1);
  return current?.id ?? customer.id;
}
