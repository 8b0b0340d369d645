/**
 * The machine-readable `code` of an API error body (`{ message, code }`). The message is for
 * people and may be reworded; the code is what a client branches on. The server maps each code
 * to its HTTP status in one table.
 */
export const ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "rate_limited",
  "unavailable",
  "image_too_large",
  "unsupported_image",
  "damaged_image",
  "no_window",
  "limit_reached",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
