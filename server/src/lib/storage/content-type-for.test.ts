import { describe, expect, it } from "vitest";
import { contentTypeFor } from "./content-type-for";

describe("contentTypeFor", () => {
  it.each([
    ["templates/a.png", "image/png"],
    ["a/b.jpg", "image/jpeg"],
    ["a/b.JPEG", "image/jpeg"],
    ["b.webp", "image/webp"],
    ["exports/7/all.zip", "application/zip"],
    ["no-extension", "application/octet-stream"],
    ["folder.png/file", "application/octet-stream"],
    ["a.exe", "application/octet-stream"],
  ])("%s → %s", (key, type) => expect(contentTypeFor(key)).toBe(type));
});
