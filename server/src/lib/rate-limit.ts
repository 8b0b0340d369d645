import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

/** One call in a hundred sweeps expired rows. */
const SWEEP_CHANCE = 0.01;

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Counts one attempt under `key` in a fixed window, atomically in the database so every
 * instance shares the count. Throws 429 once the limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  // Expired counters are dead weight; sweeping on a small share of calls keeps the table small.
  if (Math.random() < SWEEP_CHANCE) await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
  const resetAt = new Date(Date.now() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (row && row.count > rule.limit) {
    const minutes = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 60_000));
    throw new AppError("rate_limited", `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
