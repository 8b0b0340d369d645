import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "@shared/error-codes";
import { statusForCode } from "./error-codes";

/**
 * A failure the caller can act on, named by a stable code: lib/error-response.ts answers
 * `{ message, code, ...extra }` with the status that lib/error-codes.ts gives the code.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries (a 429's `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusForCode(code);
  }
}

export const badRequest = (message: string) => new AppError("bad_request", message);
export const unauthorized = (message = "Not signed in") => new AppError("unauthorized", message);
export const forbidden = (message = "You do not have access to this") => new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);

const UNAVAILABLE_CODES = new Set([
  // The network: nothing listens, the peer reset or vanished, the name does not resolve.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // PostgreSQL (SQLSTATE): shutdown, crash, starting up, out of connections, connection lost.
  "57P01", // admin_shutdown: pg_terminate_backend, or a fast/immediate stop
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08006",
]);

/**
 * node-postgres reports a lost or unobtainable connection as a plain Error with no code; these
 * are its messages (pg/lib/client.js, pg-pool/index.js).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated\b/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function saysUnavailable(e: object): boolean {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/** True when the error (or one it wraps: Drizzle's query error, an AggregateError) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (saysUnavailable(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
