export const FREE_DOWNLOAD_LIMIT = 25;
export const PREMIUM_PRICE_USD = 10;
/** The studio offers an upgrade once usage reaches this share of the limit. */
export const UPGRADE_PROMPT_RATIO = 0.8;
export const PASSWORD_MIN_LENGTH = 8;
export const THUMBNAIL_MAX_WIDTH = 400;
export const WINDOW_ALPHA_THRESHOLD = 10;

export const SUBSCRIPTION_TIERS = ["free", "premium"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const FIT_MODES = ["expand", "fill", "fit"] as const;
export type FitMode = (typeof FIT_MODES)[number];
export const DEFAULT_FIT_MODE: FitMode = "expand";

export const DEFAULT_TEMPLATE_CATEGORY = "frame";

/** The largest id a PostgreSQL `serial`/`integer` column holds: a bigger one names nothing. */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * Set (not httpOnly, no secret in it) beside the session cookie and with the same lifetime, so
 * a signed-out page knows not to ask for the user: that question would only be answered 401.
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** One export is at most this many files: one ZIP a browser can hold, one queue burst. */
export const EXPORT_MAX_ITEMS = 500;

/**
 * The pages that paint before they ask for the shell's code (client/src/app/routes.tsx): the
 * landing page brings its own header, the studio draws its frame first. Every other page is sent
 * with that code preloaded (server/src/lib/serve-spa.ts).
 */
export const PAGES_BEFORE_SHELL: readonly string[] = ["/", "/index.html", "/landing", "/app"];
