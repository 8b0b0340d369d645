import { describe, expect, it } from "vitest";
import { downloadQuery, downloadQuerySchema } from "./artworks";
import { fileNameSlug, resultFileName, savedMockupFileName } from "./file-names";

/** Nothing a header, a ZIP, a URL or a shell would need to escape. */
const SAFE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.(png|jpg)$/;

describe("resultFileName (spec §9: template name lowercased with hyphens, then -mockup-{timestamp})", () => {
  it("names a catalogue template's result", () => {
    expect(resultFileName("Mockup #1 - 4x5 - Black - Living Room", 1700000000000)).toBe("mockup-1-4x5-black-living-room-mockup-1700000000000.png");
    expect(resultFileName("Sunny  Loft Wall", 42)).toBe("sunny-loft-wall-mockup-42.png");
  });

  it("takes the format's extension", () => {
    expect(resultFileName("Mockup #1", 7, "jpeg")).toBe("mockup-1-mockup-7.jpg");
    expect(resultFileName("Mockup #1", 7, "png")).toBe("mockup-1-mockup-7.png");
  });

  it("uses the current time by default", () => {
    const before = Date.now();
    const stamp = Number(/-mockup-(\d+)\.png$/.exec(resultFileName("Wall"))?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["#1 ## Gallery", "1-gallery-mockup-5.png"],
    ["../../etc/passwd", "etc-passwd-mockup-5.png"],
    ["a\\b/c", "a-b-c-mockup-5.png"],
    ["...hidden.", "hidden-mockup-5.png"],
    ["Café Crème – Été", "cafe-creme-ete-mockup-5.png"],
    ["Ｍｏｃｋｕｐ　１", "mockup-1-mockup-5.png"],
    ['Quote "me" & <you>; rm -rf *', "quote-me-you-rm-rf-mockup-5.png"],
    ["line\nbreak\ttab\u0000nul", "line-break-tab-nul-mockup-5.png"],
    ["😀 Emoji 🎨", "emoji-mockup-5.png"],
    ["日本の部屋", "mockup-5.png"],
    ["", "mockup-5.png"],
    ["   ", "mockup-5.png"],
    ["###", "mockup-5.png"],
  ])("%j → %j", (name, expected) => {
    expect(resultFileName(name, 5)).toBe(expected);
    expect(expected).toMatch(SAFE_NAME);
  });
});

describe("savedMockupFileName (spec §9: mockup name, spaces to hyphens, lowercased, then the id)", () => {
  it.each([
    ["My Living Room  Mockup", "my-living-room-mockup-42.png"],
    ["My Mockup #9 Mockup", "my-mockup-9-mockup-42.png"],
    ["  Hall / Stairs.v2  ", "hall-stairs-v2-42.png"],
    ["Ünïcödé Ñame", "unicode-name-42.png"],
    ["日本", "mockup-42.png"],
    ["", "mockup-42.png"],
  ])("%j → %j", (name, expected) => {
    expect(savedMockupFileName({ name, id: 42 })).toBe(expected);
    expect(expected).toMatch(SAFE_NAME);
  });

  it("takes the format's extension", () => {
    expect(savedMockupFileName({ name: "Hall", id: 3 }, "jpeg")).toBe("hall-3.jpg");
  });
});

describe("fileNameSlug", () => {
  it("keeps long names within a file system's limits, without a trailing hyphen", () => {
    const slug = fileNameSlug(`${"ab ".repeat(100)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("download query", () => {
  it("a JPEG carries its quality, a PNG none", () => {
    expect(downloadQuery({ format: "jpeg", quality: 75 })).toBe("format=jpeg&quality=75");
    expect(downloadQuery({ format: "png" })).toBe("format=png");
    expect(downloadQuery({ format: "png", quality: 75 })).toBe("format=png");
  });

  it("the server reads back what the client writes, and refuses qualities outside 1–100", () => {
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "75" })).toEqual({ format: "jpeg", quality: 75 });
    expect(downloadQuerySchema.parse({})).toEqual({ format: "png" });
    for (const quality of ["0", "101", "7.5", "x"]) expect(downloadQuerySchema.safeParse({ format: "jpeg", quality }).success).toBe(false);
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "1" }).quality).toBe(1);
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "100" }).quality).toBe(100);
  });
});
