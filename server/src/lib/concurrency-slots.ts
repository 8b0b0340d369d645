import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * Takes one of `slots` places under `key` (say, renders one API key runs at once), in the
 * database so every instance sees the same places. Each place is a `rate_limits` row
 * `key#i` held until released or, if its holder died, until `leaseMs` passes. Answers a release
 * function, or null when every place is taken.
 */
export async function acquireSlot(db: Db, key: string, slots: number, leaseMs: number): Promise<(() => Promise<void>) | null> {
  for (let i = 0; i < slots; i++) {
    const slot = `${key}#${i}`;
    const until = new Date(Date.now() + leaseMs);
    const [taken] = await db
      .insert(rateLimits)
      .values({ key: slot, count: 1, resetAt: until })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: sql`excluded.reset_at` }, setWhere: sql`${rateLimits.resetAt} <= now()` })
      .returning({ key: rateLimits.key });
    // Released only if still ours: a lease that ran out may have been taken by another holder.
    if (taken) return async () => void (await db.delete(rateLimits).where(and(eq(rateLimits.key, slot), eq(rateLimits.resetAt, until))));
  }
  return null;
}
