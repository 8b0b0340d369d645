import { FREE_LIMIT_REACHED_MESSAGE } from "@shared/billing";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import { AppError, forbidden } from "../../lib/errors";
import { isPremium } from "../billing/is-premium";

/** Free exports and downloads are "standard quality" (spec §1): at most this on the long side. */
export const FREE_EXPORT_MAX_SIDE = 2000;

/**
 * Refuses a counted download a free user has no allowance left for, before any rendering: the
 * same 403 `consumeDownload` gives, which stays the atomic authority once the file is ready.
 */
export function assertDownloadAllowed(user: UserRow, freeLimit: number): void {
  if (!isPremium(user) && user.imagesUsed >= freeLimit) {
    throw new AppError("limit_reached", FREE_LIMIT_REACHED_MESSAGE, { freeLimit, imageCount: user.imagesUsed });
  }
}

/**
 * Counted downloads are GETs (plain links); SameSite=Lax cookies still ride on a top-level
 * navigation from another site, which could spend a user's allowance. Browsers say so here.
 */
export function refuseCrossSite(c: Context<AppEnv>): void {
  if (c.req.header("sec-fetch-site") === "cross-site") throw forbidden("Cross-site requests are not allowed");
}

/** `attachment` with an ASCII file name and the exact one (RFC 6266/5987) for browsers that read it. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, "-");
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
