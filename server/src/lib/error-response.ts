import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import type { ErrorCode } from "@shared/error-codes";
import { ImageError } from "../image";
import { INVALID_VALUE_MESSAGE, isDataException } from "./data-exception";
import { codeForStatus, statusForCode } from "./error-codes";
import { AppError, isDatabaseUnavailable } from "./errors";

const DATABASE_UNAVAILABLE_MESSAGE = "Service temporarily unavailable: the database cannot be reached. Please try again shortly.";
const UNSUPPORTED_CONTENT_TYPE_MESSAGE = "Unsupported Content-Type: JSON calls take application/json, uploads take multipart/form-data";

export type ErrorBody = { message: string; code: ErrorCode } & Record<string, unknown>;
export type ErrorResponse = { status: ContentfulStatusCode; body: ErrorBody; headers?: Record<string, string> };

const answer = (code: ErrorCode, message: string): ErrorResponse => ({ status: statusForCode(code), body: { message, code } });

/**
 * The one place a thrown error becomes the API's answer, `{ message, code, ...extra }` and its
 * status: the error handler and the preview stream's per-template records both use it. Library
 * internals (libvips, SQL, stacks) never reach the body: an unknown error is logged with
 * `context` and answered as a plain 500.
 */
export function toErrorResponse(err: unknown, context: Record<string, unknown>): ErrorResponse {
  if (err instanceof AppError) return { status: err.status, body: { message: err.message, code: err.code, ...err.extra }, headers: err.headers };
  if (err instanceof ImageError) return answer(err.code, err.message);
  if (err instanceof HTTPException) {
    const message = err.status === 415 ? UNSUPPORTED_CONTENT_TYPE_MESSAGE : err.message || "Request failed";
    return { status: err.status as ContentfulStatusCode, body: { message, code: codeForStatus(err.status) } };
  }
  if (isDataException(err)) return answer("bad_request", INVALID_VALUE_MESSAGE);
  if (isDatabaseUnavailable(err)) return answer("unavailable", DATABASE_UNAVAILABLE_MESSAGE);
  const { stack } = err instanceof Error ? err : {};
  console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", ...context, error: String(err), stack }));
  return answer("internal_error", "Internal server error");
}
