/**
 * How long stored things live: the server enforces these, and the privacy page states them from
 * here, so the page cannot drift from what the server does. (ZIP exports: `EXPORT_TTL_MS` in
 * `exports.ts`.)
 */
const HOUR_MS = 3_600_000;

/** Spec-free choice: an anonymous visitor's artwork is a scratch file, gone after a day. */
export const ANONYMOUS_ARTWORK_TTL_MS = 24 * HOUR_MS;
/**
 * A signed-in user's artwork lives 30 days: long enough to come back to a studio session, short
 * enough that uploads do not pile up forever (saved mockups keep their own files and never expire).
 */
export const USER_ARTWORK_TTL_MS = 30 * 24 * HOUR_MS;
/** Days a session stays valid without signing in again, unless the server's SESSION_DAYS says otherwise. */
export const DEFAULT_SESSION_DAYS = 30;
