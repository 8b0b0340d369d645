import { ImageError, sharp, type ImageFormat } from "../core";
import { MAX_IMAGE_ASPECT, type ImageLimits } from "./limits";
import { UNSUPPORTED_IMAGE_MESSAGE, badShape, toImageError, tooManyBytes, tooManyPixels } from "./to-image-error";

/** What the header of an accepted upload says; width and height are after EXIF orientation. */
export type ImageInfo = {
  format: ImageFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
};

const SIGNATURES: [ImageFormat, number[]][] = [
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["jpeg", [0xff, 0xd8, 0xff]],
];

/** The format by content (magic bytes), whatever the file is called; null for anything else. */
export function sniffImageFormat(input: Uint8Array): ImageFormat | null {
  for (const [format, signature] of SIGNATURES) {
    if (signature.every((byte, i) => input[i] === byte)) return format;
  }
  return null;
}

/**
 * Checks an untrusted upload without decoding its pixels: only PNG and JPEG by content, within
 * the byte and pixel limits, and of a shape a mockup can use (MAX_IMAGE_ASPECT). A 20000×20000 "pixel bomb" is refused from its header in
 * microseconds. Damage inside the pixel data is found later, by `decodeImage`.
 */
export async function inspectImage(input: Uint8Array, limits: ImageLimits): Promise<ImageInfo> {
  if (input.length === 0) throw new ImageError("empty_image", "The image file is empty");
  if (input.length > limits.maxBytes) throw tooManyBytes(limits);
  const format = sniffImageFormat(input);
  if (!format) throw new ImageError("unsupported_image", UNSUPPORTED_IMAGE_MESSAGE);

  const meta = await sharp(input, { limitInputPixels: limits.maxPixels })
    .metadata()
    .catch((error: unknown) => {
      throw toImageError(error, limits);
    });
  if (meta.format !== format || !meta.width || !meta.height) throw toImageError(null, limits);
  // sharp enforces the limit too; checking here keeps it independent of the decoder's reading.
  if (meta.width * meta.height > limits.maxPixels) throw tooManyPixels(limits);
  if (Math.max(meta.width, meta.height) > MAX_IMAGE_ASPECT * Math.min(meta.width, meta.height)) throw badShape(meta.width, meta.height);
  return {
    format,
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    hasAlpha: meta.hasAlpha,
  };
}
