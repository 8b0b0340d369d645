import { sharp, type EncodedImage } from "../core";
import { inspectImage, toImageError, uploadInputOptions, type ImageLimits } from "../decode";
import { encodeImage } from "../encode";

/**
 * An accepted upload re-encoded at full size: upright by EXIF, sRGB, 8-bit, metadata (GPS,
 * camera serials) stripped. `auto` keeps opaque images as JPEG (export quality) and those with
 * an alpha channel as PNG; `png` always writes PNG (saved mockups download as .png).
 * Refuses what `inspectImage` refuses, and damaged pixel data, like every other upload.
 */
export async function normaliseImage(input: Uint8Array, limits: ImageLimits, format: "auto" | "png"): Promise<EncodedImage> {
  const info = await inspectImage(input, limits);
  const output = format === "png" || info.hasAlpha ? "png" : "jpeg";
  try {
    return await encodeImage(sharp(input, uploadInputOptions(limits)).toColourspace("srgb"), output, "export");
  } catch (error) {
    throw toImageError(error, limits);
  }
}
