import { lt } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { shareLinks } from "../../db/schema";

/**
 * Deletes links past their expiry (they already answer 404; this keeps the table small). One
 * statement, so instances sweeping at once do not disturb each other.
 *
 * @returns how many links were removed.
 */
export async function sweepExpiredShares(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  const removed = await deps.db.delete(shareLinks).where(lt(shareLinks.expiresAt, now)).returning({ token: shareLinks.token });
  return removed.length;
}
