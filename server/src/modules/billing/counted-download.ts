import { FREE_LIMIT_REACHED_MESSAGE } from "@shared/billing";
import type { UserRow } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { consumeDownload } from "./consume-download";
import { isPremium } from "./is-premium";
import { refundDownload } from "./reserve-downloads";

/** Free exports and downloads are "standard quality" (spec §1): at most this on the long side. */
export const FREE_EXPORT_MAX_SIDE = 2000;

/** The longest side a plan's exports may have (undefined: full resolution). */
export const maxSideForPlan = (premium: boolean): number | undefined => (premium ? undefined : FREE_EXPORT_MAX_SIDE);

/**
 * Refuses a counted download a free user has no allowance left for, before any rendering: the
 * same 403 `consumeDownload` gives, which stays the atomic authority once the file is ready.
 */
function assertDownloadAllowed(user: UserRow, freeLimit: number): void {
  if (!isPremium(user) && user.imagesUsed >= freeLimit) {
    throw new AppError("limit_reached", FREE_LIMIT_REACHED_MESSAGE, { freeLimit, imageCount: user.imagesUsed });
  }
}

/**
 * Every counted download (an artwork export, a gallery download) goes check → produce → count →
 * deliver: refused at the limit before any work; `produce` makes the file, no larger than
 * `maxSide` on the free plan (undefined: full resolution); the download is counted only once the
 * file exists (a failed render costs nothing); `deliver` makes the answer (its headers, its file
 * name), and if that fails the count is given back. The count is one SQL statement that also
 * re-checks the limit, so racing downloads on any instance cannot pass it.
 */
export async function countedDownload<T, R>(
  deps: Pick<AppDeps, "db" | "config">,
  user: UserRow,
  produce: (maxSide: number | undefined) => Promise<T>,
  deliver: (file: T) => R | Promise<R>,
): Promise<R> {
  const limit = deps.config.freeDownloadLimit;
  assertDownloadAllowed(user, limit);
  const file = await produce(maxSideForPlan(isPremium(user)));
  const counted = await consumeDownload(deps.db, user.id, limit);
  try {
    return await deliver(file);
  } catch (error) {
    // The user gets nothing, so it costs nothing (premium was never counted).
    if (!isPremium(counted)) await refundDownload(deps.db, user.id);
    throw error;
  }
}
