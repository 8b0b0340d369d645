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
 * instance shares the count; answers the count so far and when the window ends.
 */
export async function countRateLimit(db: Db, key: string, rule: RateLimitRule, weight = 1): Promise<{ count: number; resetAt: Date }> {
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
  if (!row) throw new Error("The rate-limit counter was not written");
  return row;
}

/** Seconds until the window ends (at least 1): what `Retry-After` and `RateLimit-Reset` say. */
export const secondsUntil = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

/** `countRateLimit`, throwing 429 with `Retry-After` (seconds to the window's end) once the limit is passed. */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, weight = 1): Promise<void> {
  const row = await countRateLimit(db, key, rule, weight);
  if (row.count > rule.limit) throw tooMany(rule, row.resetAt);
}

/** The 429 of a rule passed: how long to wait, in the message and in `Retry-After`. */
function tooMany(rule: RateLimitRule, resetAt: Date): AppError {
  const waitMs = Math.max(0, resetAt.getTime() - Date.now());
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const message = `Too many ${rule.what ?? "attempts"}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return new AppError("rate_limited", message, {}, { "Retry-After": String(secondsUntil(resetAt)) });
}

/** Units of a leased rule one instance holds (or is fetching) for a key, until the window ends. */
type Lease = { left: number; resetAt: number; fetching?: Promise<void> };
/** Per database (each app, and each test app, has its own), per key. */
const leases = new WeakMap<Db, Map<string, Lease>>();
const LEASES_SWEPT_ABOVE = 10_000;

/**
 * `consumeRateLimit` for hot paths (previews): no database write per call. An instance takes
 * `lease` units of the shared count at once and spends them locally; the first call for a key
 * passes at once while its count is written (calls meanwhile wait for it), and a write is made
 * again only when the units run out or the window ends. The shared count never passes the limit
 * by more than one call's weight; units an instance leased but did not spend count as spent, so
 * with n instances a caller may be limited up to n × `lease` units early.
 */
export async function consumeLeasedRateLimit(db: Db, key: string, rule: RateLimitRule, weight: number, lease: number): Promise<void> {
  let mine = leases.get(db);
  if (!mine) leases.set(db, (mine = new Map()));
  const held = mine.get(key);
  if (held?.fetching) await held.fetching;
  const now = Date.now();
  const current = mine.get(key);
  if (current && current.resetAt > now && current.left >= weight) {
    current.left -= weight;
    return;
  }
  if (mine.size > LEASES_SWEPT_ABOVE) for (const [k, l] of mine) if (l.resetAt <= now && !l.fetching) mine.delete(k);
  const entry: Lease = { left: 0, resetAt: now + rule.windowMs };
  const take = async () => {
    const row = await countRateLimit(db, key, rule, weight + lease);
    const over = row.count - rule.limit;
    // The part of the lease past the limit goes back at once (other instances count it).
    const returned = Math.min(lease, Math.max(0, over));
    if (returned > 0) await countRateLimit(db, key, rule, -returned);
    entry.left = lease - returned;
    entry.resetAt = row.resetAt.getTime();
    return { ...row, count: row.count - returned };
  };
  if (!current) {
    // A key's first call passes while its count is written.
    entry.fetching = take().then(
      () => undefined,
      () => void mine.delete(key),
    ).finally(() => delete entry.fetching);
    mine.set(key, entry);
    return;
  }
  mine.set(key, entry);
  const row = await take();
  if (row.count > rule.limit) throw tooMany(rule, row.resetAt);
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
