import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateHomepageTemplate } from "./generate-homepage-template";

describe("generateHomepageTemplate", () => {
  it("makes an opaque landscape JPEG hero with art in the frames", async () => {
    const jpg = await generateHomepageTemplate({ scale: 0.25 });
    expect(jpg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpg).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 750, height: 500 });
    // The frames hold art, so the picture is far from a flat wall: plenty of tonal range.
    const stats = await sharp(jpg).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(20);
  });
});
