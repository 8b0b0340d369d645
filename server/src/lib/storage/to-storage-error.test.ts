import { describe, expect, it } from "vitest";
import { StorageUnavailableError } from "./errors";
import { toStorageError } from "./to-storage-error";

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("toStorageError", () => {
  it.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["DNS failure", withCode("ENOTFOUND")],
    ["SDK timeout", Object.assign(new Error("socket timed out"), { name: "TimeoutError" })],
    ["5xx after retries", Object.assign(new Error("SlowDown"), { name: "SlowDown", $metadata: { httpStatusCode: 503 } })],
    ["wrapped network error", new Error("request failed", { cause: withCode("ECONNRESET") })],
  ])("maps %s to StorageUnavailableError", (_, error) => {
    const mapped = toStorageError(error);
    expect(mapped).toBeInstanceOf(StorageUnavailableError);
    expect((mapped as StorageUnavailableError).cause).toBe(error);
  });

  it.each([
    ["access denied", Object.assign(new Error("AccessDenied"), { name: "AccessDenied", $metadata: { httpStatusCode: 403 } })],
    ["missing bucket", Object.assign(new Error("NoSuchBucket"), { name: "NoSuchBucket", $metadata: { httpStatusCode: 404 } })],
    ["disk full", withCode("ENOSPC")],
    ["non-error", "boom"],
  ])("passes %s through unchanged", (_, error) => {
    expect(toStorageError(error)).toBe(error);
  });
});
