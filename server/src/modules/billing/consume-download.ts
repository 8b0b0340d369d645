import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { limitReached, tryReserveDownloads } from "./reserve-downloads";

/**
 * Counts one download against the free plan, or refuses it; one UPDATE decides and counts
 * (`tryReserveDownloads`), so N used of L lets at most L - N calls through.
 *
 * @returns the user row after counting.
 * @throws AppError 403 `{ message: "Free tier limit reached", freeLimit, imageCount }` at the limit;
 *         401 when the user no longer exists.
 */
export async function consumeDownload(db: Db, userId: number, limit: number): Promise<UserRow> {
  const counted = await tryReserveDownloads(db, userId, 1, limit);
  if (counted) return counted;
  throw await limitReached(db, userId, limit);
}
