import { sharp, type RawImage } from "../core";
import type { ImageLimits } from "./limits";
import { toImageError } from "./to-image-error";

/**
 * libvips's 'error' level rejects truncated and corrupt pixel data but tolerates the harmless
 * warnings many camera JPEGs carry ("extraneous bytes before marker"), which 'warning' refuses.
 */
export const DECODE_FAIL_ON = "error" as const;

/** Options for reading an untrusted upload: sharp's pixel limit stays on, EXIF orientation applied. */
export const uploadInputOptions = (limits: ImageLimits) => ({
  limitInputPixels: limits.maxPixels,
  failOn: DECODE_FAIL_ON,
  autoOrient: true,
});

/**
 * Decodes an upload already accepted by `inspectImage` into 8-bit sRGB RGBA pixels, upright:
 * ICC profiles (Display P3, Adobe RGB, CMYK) are converted, 16-bit is reduced, grey expanded.
 * A damaged or truncated file becomes a 400.
 */
export async function decodeImage(input: Uint8Array, limits: ImageLimits): Promise<RawImage> {
  try {
    const { data, info } = await sharp(input, uploadInputOptions(limits))
      .toColourspace("srgb")
      .ensureAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: 4 };
  } catch (error) {
    throw toImageError(error, limits);
  }
}
