import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeAlpha, windowMismatch } from "./decode-alpha";
import type { Quad } from "./geometry/point";
import { makeTestTemplate } from "./make-test-template";

const rect: Quad = [[40, 50], [160, 50], [160, 200], [40, 200]];
const angled: Quad = [[230, 60], [360, 80], [355, 230], [225, 250]];

describe("makeTestTemplate", () => {
  it.each(["plain", "room"] as const)("cuts exactly the given windows in a %s 400×300 template", async (background) => {
    const png = await makeTestTemplate({ width: 400, height: 300, windows: [rect, angled], background });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 400, height: 300 });
    const a = await decodeAlpha(png);
    expect(windowMismatch(a, [rect, angled], 1.5)).toEqual({ notClear: 0, notOpaque: 0 });
    expect(a.at(100, 125)).toBe(0);
    expect(a.at(0, 0)).toBe(255);
  });

  it("refuses a window touching the border, which a detector would drop", async () => {
    const touching: Quad = [[0, 10], [50, 10], [50, 60], [0, 60]];
    await expect(makeTestTemplate({ width: 100, height: 100, windows: [touching] })).rejects.toThrow(/touches/);
  });
});
