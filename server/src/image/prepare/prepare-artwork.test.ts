import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { drawQuadrantArtwork } from "../fixtures/draw-artwork";
import { encodeFixture } from "../fixtures/encode-fixture";
import { prepareArtwork } from "./prepare-artwork";

describe("prepareArtwork", () => {
  it("makes a ≤ 1600 px working copy and a ≤ 600 px preview copy, JPEG for opaque art", async () => {
    const prepared = await prepareArtwork(await encodeFixture(drawQuadrantArtwork(2400, 3000), "jpeg"));
    expect(prepared).toMatchObject({ width: 2400, height: 3000, aspectRatio: "4x5" });
    expect(prepared.working).toMatchObject({ format: "jpeg", width: 1280, height: 1600 });
    expect(prepared.preview).toMatchObject({ format: "jpeg", width: 480, height: 600 });
  });

  it("keeps small art at its size and transparent art as PNG", async () => {
    const clear = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ff000080" } }).png().toBuffer();
    const prepared = await prepareArtwork(clear);
    expect(prepared.working).toMatchObject({ format: "png", width: 300, height: 200 });
    expect(prepared.aspectRatio).toBe("3x2");
  });

  it("turns photos upright by EXIF", async () => {
    const photo = await sharp(await encodeFixture(drawQuadrantArtwork(400, 300), "jpeg")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const prepared = await prepareArtwork(photo);
    expect(prepared).toMatchObject({ width: 300, height: 400, aspectRatio: "3x4" });
    expect(prepared.working).toMatchObject({ width: 300, height: 400 });
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const noisy = Buffer.alloc(600 * 400 * 3).map((_, i) => (i * 7919) % 251);
    const jpeg = await sharp(noisy, { raw: { width: 600, height: 400, channels: 3 } }).jpeg().toBuffer();
    const error = await prepareArtwork(jpeg.subarray(0, jpeg.length >> 1)).catch((e: ImageError) => e);
    expect(error).toMatchObject({ code: "damaged_image", message: "The image file is damaged or incomplete" });
  });
});
