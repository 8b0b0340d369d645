import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { drawTemplate } from "../fixtures/draw-template";
import { encodeFixture, makePixelBomb } from "../fixtures/encode-fixture";
import { prepareTemplate } from "./prepare-template";

const spec = {
  width: 1000,
  height: 700,
  frame: 12,
  windows: [
    { corners: [[100, 100], [500, 100], [500, 600], [100, 600]] as [number, number][] },
    { corners: [[600.5, 150.2], [880.1, 170.6], [870.3, 450.9], [590.2, 430.4]] as [number, number][] },
  ],
};

const failure = (input: Uint8Array) => prepareTemplate(input).catch((e: ImageError) => e);

describe("prepareTemplate", () => {
  it("stores a normalised PNG, a ≤ 400 px preview with scaled windows, a thumbnail, and the largest window's ratio", async () => {
    const prepared = await prepareTemplate(await encodeFixture(drawTemplate(spec)));
    expect(prepared).toMatchObject({ width: 1000, height: 700, aspectRatio: "4x5" });
    expect(prepared.windows.map((w) => w.rectangular)).toEqual([true, false]);
    expect(prepared.image).toMatchObject({ format: "png", width: 1000, height: 700 });
    expect(prepared.preview).toMatchObject({ format: "png", width: 400, height: 280 });
    expect(prepared.thumbnail).toMatchObject({ format: "webp", contentType: "image/webp", width: 400, height: 280 });
    expect(prepared.preview.windows[0]?.quad).toEqual([[40, 40], [200, 40], [200, 240], [40, 240]]);
    const meta = await sharp(prepared.thumbnail.data).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it("stores upright sRGB even when the upload is rotated by EXIF", async () => {
    const file = await sharp(await encodeFixture(drawTemplate(spec))).withMetadata({ orientation: 8 }).png().toBuffer();
    const prepared = await prepareTemplate(file);
    expect(prepared).toMatchObject({ width: 700, height: 1000 });
    expect((await sharp(prepared.image.data).metadata()).orientation).toBeUndefined();
  });

  it("refuses a template without a window", async () => {
    const error = await failure(await encodeFixture(drawTemplate({ width: 200, height: 100, windows: [] })));
    expect(error).toMatchObject({
      code: "no_window",
      message:
        "No transparent window found in this template (it needs a transparent area, alpha below 10, not touching the edge)",
    });
  });

  it("refuses damaged, foreign and oversized files before detecting anything", async () => {
    const png = await encodeFixture(drawTemplate({ ...spec, texture: "noise" }));
    expect(await failure(png.subarray(0, png.length >> 1))).toMatchObject({ code: "damaged_image", message: "The image file is damaged or incomplete" });
    expect(await failure(Buffer.from("GIF89a........"))).toMatchObject({ code: "unsupported_image" });
    expect(await failure(await makePixelBomb())).toMatchObject({ code: "image_too_large" });
  });
});
