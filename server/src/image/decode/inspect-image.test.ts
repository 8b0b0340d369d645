import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { makePixelBomb } from "../fixtures/encode-fixture";
import { inspectImage, sniffImageFormat } from "./inspect-image";
import { ARTWORK_LIMITS, TEMPLATE_LIMITS } from "./limits";

const solid = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 4, background: "#3366aacc" } });

async function rejection(input: Uint8Array): Promise<ImageError> {
  return inspectImage(input, ARTWORK_LIMITS).then(
    () => expect.unreachable("the file was accepted"),
    (error: ImageError) => error,
  );
}

describe("inspectImage", () => {
  it("accepts PNG and JPEG by content and reads their size", async () => {
    const png = await solid(40, 30).png().toBuffer();
    const jpeg = await solid(40, 30).jpeg().toBuffer();
    expect(await inspectImage(png, ARTWORK_LIMITS)).toEqual({ format: "png", width: 40, height: 30, hasAlpha: true });
    expect(await inspectImage(jpeg, ARTWORK_LIMITS)).toEqual({ format: "jpeg", width: 40, height: 30, hasAlpha: false });
  });

  it("reports the upright size of a JPEG rotated by EXIF", async () => {
    const rotated = await solid(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectImage(rotated, ARTWORK_LIMITS)).toMatchObject({ width: 30, height: 40 });
  });

  it.each([
    ["a text file named .png", Buffer.from("hello, I am not an image\n")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])("refuses %s as unsupported_image", async (_name, input) => {
    const error = await rejection(input);
    expect(error.code).toBe("unsupported_image");
    expect(error.message).toBe("Only JPEG and PNG images are supported");
  });

  it.each(["gif", "webp"] as const)("refuses a real %s image as unsupported_image", async (format) => {
    const input = await solid(8, 8).toFormat(format).toBuffer();
    expect((await rejection(input)).code).toBe("unsupported_image");
  });

  it("refuses an empty file (empty_image)", async () => {
    const error = await rejection(Buffer.alloc(0));
    expect(error.code).toBe("empty_image");
    expect(error.message).toBe("The image file is empty");
  });

  it("refuses a file over the byte limit (image_too_large) before looking inside", async () => {
    const big = Buffer.alloc(ARTWORK_LIMITS.maxBytes + 1);
    (await solid(8, 8).png().toBuffer()).copy(big);
    const error = await rejection(big);
    expect(error.code).toBe("image_too_large");
    expect(error.message).toBe("The image file is too large (maximum 40 MB)");
  });

  it("refuses a 20000×20000 pixel bomb from its header, without decoding it", async () => {
    const bomb = await makePixelBomb();
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    const error = await inspectImage(bomb, TEMPLATE_LIMITS).catch((e: ImageError) => e);
    // Decoding 400 MP would allocate 1.6 GB and take many seconds; the header check takes ~1 ms.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({ code: "image_too_large", message: "The image is too large (maximum 60 megapixels)" });
  });
});

describe("sniffImageFormat", () => {
  it("goes by the bytes, not the name", () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
