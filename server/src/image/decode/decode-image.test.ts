import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { decodeImage } from "./decode-image";
import { ARTWORK_LIMITS } from "./limits";

/** Photo-like content, so the compressed data spans many bytes and truncation cuts pixels. */
function noise(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251;
  return sharp(data, { raw: { width, height, channels: 3 } });
}

const damaged = { code: "damaged_image", message: "The image file is damaged or incomplete" };

describe("decodeImage", () => {
  it("gives upright 8-bit sRGB RGBA pixels", async () => {
    const jpeg = await noise(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await decodeImage(jpeg, ARTWORK_LIMITS);
    expect(image).toMatchObject({ width: 30, height: 40, channels: 4 });
    expect(image.data.length).toBe(30 * 40 * 4);
  });

  it("refuses a truncated PNG as damaged", async () => {
    const png = await noise(200, 200).png().toBuffer();
    const error = await decodeImage(png.subarray(0, png.length >> 1), ARTWORK_LIMITS).catch((e: ImageError) => e);
    expect(error).toMatchObject(damaged);
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const jpeg = await noise(200, 200).jpeg().toBuffer();
    const error = await decodeImage(jpeg.subarray(0, jpeg.length >> 1), ARTWORK_LIMITS).catch((e: ImageError) => e);
    expect(error).toMatchObject(damaged);
  });

  it("refuses a PNG whose header checksum is wrong as damaged", async () => {
    const png = Buffer.from(await noise(20, 20).png().toBuffer());
    png.writeUInt32BE(0, 29);
    const error = await decodeImage(png, ARTWORK_LIMITS).catch((e: ImageError) => e);
    expect(error).toMatchObject(damaged);
  });

  it("keeps sharp's pixel limit on while decoding", async () => {
    const png = await noise(100, 100).png().toBuffer();
    const error = await decodeImage(png, { maxBytes: 1e6, maxPixels: 5000 }).catch((e: ImageError) => e);
    expect(error).toMatchObject({ code: "image_too_large" });
  });
});
