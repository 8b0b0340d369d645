import { type ErrorCode, isErrorCode } from "@shared/error-codes";

/** The parts of an error body the client reads: `{ message, code }`, plus any extra fields. */
function parseBody(text: string): { json: Record<string, unknown> | null; message: string | undefined } {
  const trimmed = text.trim();
  if (!trimmed) return { json: null, message: undefined };
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const json = parsed as Record<string, unknown>;
      return { json, message: typeof json.message === "string" && json.message ? json.message : undefined };
    }
  } catch {
    // Not JSON: a plain-text body is the message itself (spec §8); an HTML error page is not.
  }
  return { json: null, message: trimmed.startsWith("<") ? undefined : trimmed };
}

/**
 * A non-OK answer from the API. `message` keeps spec §8's "<status>: <body text>" (the status
 * text when the body is empty); callers read `status`, `code` and `serverMessage` instead of
 * taking that string apart.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's machine code, when it sent one this client knows. */
  readonly code: ErrorCode | undefined;
  /** The server's `{ message }`, or a plain-text body; undefined when there is nothing to show. */
  readonly serverMessage: string | undefined;
  /** The JSON body, for the few answers that carry more than a message (the free limit). */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(
    readonly status: number,
    bodyText: string,
    statusText = "",
  ) {
    const text = bodyText || statusText;
    super(`${status}: ${text}`);
    const { json, message } = parseBody(text);
    this.body = json;
    this.serverMessage = message;
    this.code = isErrorCode(json?.code) ? json.code : undefined;
  }
}

/** The HTTP status of an error thrown by `apiRequest`, or undefined for other errors. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * A message fit for a toast: the server's `{ message }` (or plain-text body) for an `ApiError`,
 * the message of any other error, and `fallback` when there is nothing to show.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
