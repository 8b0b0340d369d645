import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

/** One call in a hundred sweeps expired rows. */
const SWEEP_CHANCE = 0.01;

/** `what`: how the 429 names what there were too many of ("attempts" unless given). */
export type RateLimitRule = { limit: number; windowMs: number; what?: string };

/**
 * Counts `weight` attempts under `key` in a fixed window, atomically in the database so every
 * instance shares the count. Throws 429, with `Retry-After` (seconds to the window's end), once
 * the limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, weight = 1): Promise<void> {
  // Expired counters are dead weight; sweeping on a small share of calls keeps the table small.
  if (Math.random() < SWEEP_CHANCE) await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
  const resetAt = new Date(Date.now() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: weight, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${weight}::int else ${rateLimits.count} + ${weight}::int end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (row && row.count > rule.limit) {
    const waitMs = Math.max(0, row.resetAt.getTime() - Date.now());
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    const message = `Too many ${rule.what ?? "attempts"}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    throw new AppError("rate_limited", message, {}, { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
