/**
 * Every error body the API sends is `{ message, code }`: `message` is for people (the spec's
 * texts), `code` is for programs. Codes are stable; add new ones at the end, never rename.
 * The server maps each code to its HTTP status in server/src/lib/error-codes.ts.
 */
export const ERROR_CODES = [
  /** Invalid input: a failed zod check, a missing field, a malformed body. */
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  /** A state-changing call from another site. */
  "cross_site",
  /** A free account used all its downloads; the body also has `freeLimit` and `imageCount`. */
  "limit_reached",
  /** Too many attempts (login, registration); try again later. */
  "rate_limited",
  /** The image file or its pixel count is over the limit. */
  "image_too_large",
  /** A request body over the route's size limit. */
  "request_too_large",
  /** Not a JPEG or PNG (or WebP for templates). */
  "unsupported_image",
  /** The request's Content-Type is not what the route takes. */
  "unsupported_media_type",
  /** A zero-byte image file. */
  "empty_image",
  /** The file claims to be an image but cannot be decoded. */
  "damaged_image",
  /** A template without a transparent window to place artwork in. */
  "no_window",
  /** A template with more separate transparent areas than the engine will label. */
  "too_many_windows",
  /** The database, file storage or payment provider cannot be reached right now. */
  "unavailable",
  "internal_error",
  /** Image work is past the server's decode budget for a moment; retry after `Retry-After`. */
  "busy",
  /** A ZIP export past its 24 hours: its files are gone; start a new one. */
  "expired",
  /** A free account already has its FREE_ROOM_LIMIT rooms (own photos as templates). */
  "room_limit",
  /** The route does not answer this method (HEAD on a counted download); `Allow` says which does. */
  "method_not_allowed",
  /** An image whose shape no mockup can use: one side more than MAX_IMAGE_ASPECT times the other (1 × 50 000). */
  "image_shape",
  /** A render past the per-render pixel budget (a template whose windows need too much work). */
  "render_too_large",
  /** A render past its time budget: it was stopped, nothing was produced. */
  "render_timeout",
  /** A Photoshop document using something templates do not render yet; the message names the layer and the feature. */
  "psd_unsupported",
  /** A file named .psd/.psb that is not a Photoshop document. */
  "not_psd",
  /** A Photoshop document with no visible smart object to put the art into. */
  "no_smart_object",
  /** An `Idempotency-Key` already used (within 24 h) for a different request. */
  "idempotency_mismatch",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when `value` is one of the codes above (for reading an error body safely). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
