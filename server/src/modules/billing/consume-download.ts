import { and, eq, lt, or, sql } from "drizzle-orm";
import { FREE_LIMIT_REACHED_MESSAGE } from "@shared/billing";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { AppError, unauthorized } from "../../lib/errors";
import { isPremiumSql } from "./is-premium";

/**
 * Counts one download against the free plan, or refuses it. One UPDATE decides and counts:
 * PostgreSQL re-checks `images_used < limit` on the latest row version after waiting for a
 * concurrent writer, so N used of L lets at most L - N calls through, however many requests
 * and server instances race. Premium users (by the stored tier, read in the same statement)
 * pass without being counted.
 *
 * @returns the user row after counting.
 * @throws AppError 403 `{ message: "Free tier limit reached", freeLimit, imageCount }` at the limit;
 *         401 when the user no longer exists.
 */
export async function consumeDownload(db: Db, userId: number, limit: number): Promise<UserRow> {
  const [counted] = await db
    .update(users)
    .set({ imagesUsed: sql`${users.imagesUsed} + (case when ${isPremiumSql} then 0 else 1 end)` })
    .where(and(eq(users.id, userId), or(isPremiumSql, lt(users.imagesUsed, limit))))
    .returning();
  if (counted) return counted;

  const [user] = await db.select({ imagesUsed: users.imagesUsed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  throw new AppError("limit_reached", FREE_LIMIT_REACHED_MESSAGE, { freeLimit: limit, imageCount: user.imagesUsed });
}
