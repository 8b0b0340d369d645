import { StorageUnavailableError } from "./errors";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

type SdkError = {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
};

/**
 * Turns "the store is unreachable or failing" into StorageUnavailableError (503) and returns
 * anything else unchanged. The SDK has already retried by the time an error gets here.
 */
export function toStorageError(error: unknown): unknown {
  return isUnavailable(error) ? new StorageUnavailableError(error) : error;
}

function isUnavailable(error: unknown): boolean {
  for (let e = error as SdkError | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && NETWORK_CODES.has(e.code)) return true;
    // The SDK's own connection and socket timeouts carry only this name.
    if (e.name === "TimeoutError") return true;
    const status = e.$metadata?.httpStatusCode;
    if (status !== undefined && status >= 500) return true;
    e = e.cause as SdkError | undefined;
  }
  return false;
}
