import type { Db } from "../../db/client";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";

const MINUTE = 60_000;
/**
 * A widget is public: its renders and page loads are limited per widget (a popular shop's
 * shoppers together) and per visitor address (one script hammering it), in the shared
 * `rate_limits` rows so the limits hold across instances.
 */
const RULES = {
  previews: { widget: { limit: 1200, windowMs: MINUTE, what: "previews" }, visitor: { limit: 120, windowMs: MINUTE, what: "previews" } },
  uploads: { widget: { limit: 120, windowMs: MINUTE, what: "wall photos" }, visitor: { limit: 6, windowMs: MINUTE, what: "wall photos" } },
  views: { widget: { limit: 600, windowMs: MINUTE, what: "page loads" }, visitor: { limit: 60, windowMs: MINUTE, what: "page loads" } },
} satisfies Record<string, { widget: RateLimitRule; visitor: RateLimitRule }>;

export type EmbedAction = keyof typeof RULES;

export async function limitEmbed(db: Db, widgetId: string, address: string, action: EmbedAction): Promise<void> {
  const rule = RULES[action];
  await consumeRateLimit(db, `embed-${action}:${widgetId}`, rule.widget);
  await consumeRateLimit(db, `embed-${action}:${widgetId}:${address}`, rule.visitor);
}
