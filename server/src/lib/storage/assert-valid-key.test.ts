import { describe, expect, it } from "vitest";
import { assertValidKey, assertValidPrefix, MAX_KEY_LENGTH } from "./assert-valid-key";
import { InvalidStorageKeyError } from "./errors";
import { INVALID_KEYS } from "./storage-contract";

describe("assertValidKey", () => {
  it.each(["templates/abc123.png", "mockups/42/xyz.png", "artworks/anon_1-2.jpeg", "a", "A-Z_0.9/x..y"])(
    "accepts %s",
    (key) => expect(() => assertValidKey(key)).not.toThrow(),
  );

  it.each(INVALID_KEYS.map((k) => [JSON.stringify(k).slice(0, 30), k]))("rejects %s", (_, key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
  });

  it("rejects non-strings", () => {
    for (const key of [undefined, null, 42, ["a"], { toString: () => "a" }]) {
      expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
    }
  });

  it("bounds the key and each segment", () => {
    const segment = "s".repeat(255);
    expect(() => assertValidKey(segment)).not.toThrow();
    expect(() => assertValidKey(`${segment}s`)).toThrow(InvalidStorageKeyError);
    const longest = `${"s".repeat(100)}/`.repeat(5) + "s".repeat(7);
    expect(longest).toHaveLength(MAX_KEY_LENGTH);
    expect(() => assertValidKey(longest)).not.toThrow();
    expect(() => assertValidKey(`${longest}x`)).toThrow(InvalidStorageKeyError);
  });

  it("keeps the message short for huge keys", () => {
    expect(() => assertValidKey("x".repeat(100_000))).toThrow(/^Invalid storage key: "x{1,120}$/);
  });
});

describe("assertValidPrefix", () => {
  it.each(["", "artworks/", "artworks", "artworks/anon-", "mockups/42/"])("accepts %j", (prefix) => {
    expect(() => assertValidPrefix(prefix)).not.toThrow();
  });

  it.each(["/", "//", "../", "a//", "/abs", "a/../", "a/./", ".", "a\\", "a//b/"])("rejects %j", (prefix) => {
    expect(() => assertValidPrefix(prefix)).toThrow(InvalidStorageKeyError);
  });
});
