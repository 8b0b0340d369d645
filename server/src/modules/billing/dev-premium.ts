import { eq } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/constants";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import type { Config } from "../../env";
import { forbidden, unauthorized } from "../../lib/errors";
import { requireDevPayments } from "./require-dev-payments";

/**
 * Development mode's stand-in for checkout (spec §4): sets the signed-in user's own plan.
 * `userId` must be the caller's own id.
 */
export async function setDevTier(db: Db, config: Config, caller: UserRow, userId: number, tier: SubscriptionTier): Promise<UserRow> {
  requireDevPayments(config);
  if (userId !== caller.id) throw forbidden("You can only change your own plan");
  const [user] = await db
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionStatus: tier === "premium" ? "active" : "free",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    })
    .where(eq(users.id, caller.id))
    .returning();
  if (!user) throw unauthorized();
  return user;
}
