import type { ErrorCode } from "@shared/error-codes";
import { AppError } from "../errors";

/** The code every storage outage answers with (a 503). */
export const STORAGE_UNAVAILABLE: ErrorCode = "unavailable";

/**
 * The object store could not be reached (network error, timeout, 5xx after the SDK's retries).
 * An `AppError("unavailable")`, so the app's error handler already answers 503 `{ message, code }`.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE, "Service temporarily unavailable: file storage cannot be reached. Please try again shortly.");
    this.name = "StorageUnavailableError";
    this.cause = cause;
  }
}

/** A key that is not a safe relative path: a bug in the caller, so it surfaces as a 500. */
export class InvalidStorageKeyError extends Error {
  readonly code = "INVALID_STORAGE_KEY";

  constructor(key: unknown) {
    // Truncated: the key may be attacker-controlled and arbitrarily long.
    super(`Invalid storage key: ${JSON.stringify(key)?.slice(0, 120)}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}
