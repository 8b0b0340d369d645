import { describe, expect, it } from "vitest";
import { toDataUrl } from "./data-url";

describe("toDataUrl", () => {
  it("encodes every byte value, across the chunk size", () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 5 }, (_, i) => (i * 131) & 255);
    const url = toDataUrl(bytes, "image/jpeg");
    expect(url.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").equals(Buffer.from(bytes))).toBe(true);
  });

  it("uses the browser's own encoder when there is one, with the same result", () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 251, 255]);
    const fallback = toDataUrl(bytes, "image/png");
    const withNative = Object.assign(Uint8Array.from(bytes), { toBase64: () => Buffer.from(bytes).toString("base64") });
    expect(toDataUrl(withNative, "image/png")).toBe(fallback);
    expect(fallback).toBe(`data:image/png;base64,${Buffer.from(bytes).toString("base64")}`);
  });
});
