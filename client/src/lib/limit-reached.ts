import type { LimitReached } from "@shared/billing";

/** What the client reads of a 403 to tell the free limit (an older server's body had no `code`). */
export type LimitFigures = Omit<LimitReached, "code">;

/**
 * The free limit's figures from a refusal's body, or null when it carries none. Checked by hand,
 * not with zod: the studio's first screen loads this (docs/decisions/0015).
 */
export function readLimitFigures(body: unknown): LimitFigures | null {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const figures = typeof b.message === "string" && Number.isInteger(b.freeLimit) && Number.isInteger(b.imageCount);
  return figures && (b.requested === undefined || Number.isInteger(b.requested)) ? (b as LimitFigures) : null;
}
