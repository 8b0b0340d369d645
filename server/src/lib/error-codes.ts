import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "@shared/error-codes";

/**
 * The one place an error code becomes an HTTP status. Everything below the edge (the image
 * engine, the modules' functions) throws a code; only the error handler needs the status.
 */
const STATUS_FOR_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  cross_site: 403,
  limit_reached: 403,
  rate_limited: 429,
  image_too_large: 413,
  request_too_large: 413,
  unsupported_image: 415,
  unsupported_media_type: 415,
  empty_image: 400,
  damaged_image: 400,
  // One status wherever a template turns out to have no window (upload or render): the file is
  // fine, its content is not usable, and the upload's 400 is what clients already rely on.
  no_window: 400,
  too_many_windows: 400,
  // Past the image budget: the server is fine, only briefly full.
  busy: 503,
  expired: 410,
  room_limit: 403,
  unavailable: 503,
  method_not_allowed: 405,
  image_shape: 400,
  // A PSD the engine refuses by name (feature, colour mode, not a PSD, no smart object): the uploader can fix the file.
  psd_unsupported: 400,
  not_psd: 400,
  no_smart_object: 400,
  internal_error: 500,
  render_too_large: 413,
  render_timeout: 503,
  idempotency_mismatch: 422,
};

/** The code a framework error (Hono's HTTPException), given only as a status, stands for. */
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "request_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};

export function statusForCode(code: ErrorCode): ContentfulStatusCode {
  return STATUS_FOR_CODE[code];
}

export function codeForStatus(status: number): ErrorCode {
  return CODE_FOR_STATUS[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}
