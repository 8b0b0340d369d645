const HOUR_MS = 3_600_000;

/** Spec-free choice: an anonymous visitor's artwork is a scratch file, gone after a day. */
export const ANONYMOUS_ARTWORK_TTL_MS = 24 * HOUR_MS;
/**
 * A signed-in user's artwork lives 30 days: long enough to come back to a studio session, short
 * enough that uploads do not pile up forever (saved mockups keep their own files and never expire).
 */
export const USER_ARTWORK_TTL_MS = 30 * 24 * HOUR_MS;
