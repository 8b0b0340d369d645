import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { clientIp } from "../../lib/http";
import { consumeLeasedRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import type { ArtworkOwner } from "./artwork-owner";

/** A batch renders many previews in one request: each started ten count as one request. */
const PREVIEWS_PER_REQUEST = 10;

/**
 * Counts a preview request against the caller's minute, per user (or anonymous visitor) and per
 * client address, whatever its options: new options (a cache-busting fit, frame or size) make a
 * new render, so they count like any other. Past `PREVIEW_LIMIT_PER_MINUTE`: 429 with Retry-After.
 * Counted with leases (no database write per request: `consumeLeasedRateLimit`).
 */
export async function limitPreviews(c: Context<AppEnv>, owner: ArtworkOwner, templates = 1): Promise<void> {
  const { db, config } = c.var.deps;
  const rule: RateLimitRule = { limit: config.previewLimitPerMinute, windowMs: 60_000, what: "previews" };
  const weight = Math.ceil(templates / PREVIEWS_PER_REQUEST);
  const who = owner.userId !== null ? `user:${owner.userId}` : owner.tokenHash !== null ? `visitor:${owner.tokenHash}` : null;
  // A tenth of the minute's limit leased at a time: one database write per ten-odd requests, none on the first.
  const lease = Math.max(1, Math.floor(rule.limit / 10));
  await Promise.all([
    who ? consumeLeasedRateLimit(db, `preview:${who}`, rule, weight, lease) : undefined,
    consumeLeasedRateLimit(db, `preview:ip:${clientIp(c)}`, rule, weight, lease),
  ]);
}
