import { sharp, type EncodedImage, type OutputFormat } from "../core";
import { ARTWORK_LIMITS, inspectImage, toImageError, uploadInputOptions } from "../decode";
import { describeAspectRatio } from "../detect";
import { encodeImage } from "../encode";

/**
 * The working copy full-size renders use: 1600 px on the long side fills a large frame in a
 * 4000 px room scene at about 1:1, and decodes in ~10 ms where a 50 MP original takes a second.
 */
export const ARTWORK_WORKING_MAX_SIDE = 1600;
/**
 * The copy previews use: a window in a ≤ 400 px wide preview (portrait templates run taller than
 * wide) is under 600 px, so previews never decode or resize more than this.
 */
export const ARTWORK_PREVIEW_MAX_SIDE = 600;

export type PreparedArtwork = {
  /** ≤ 1600 px, upright sRGB: JPEG, or PNG when the artwork has transparency. */
  working: EncodedImage;
  /** ≤ 600 px, same format: what preview renders take. */
  preview: EncodedImage;
  /** Of the upright original. */
  width: number;
  height: number;
  /** Like '4x5' (nearest common ratio within 2 %). */
  aspectRatio: string;
};

/**
 * Validates an uploaded artwork (PNG or JPEG by content, byte and pixel limits, undamaged) and
 * makes the copies renders use. JPEG originals shrink while decoding, so a 50 MP photo never
 * becomes 200 MB of pixels.
 */
export async function prepareArtwork(input: Uint8Array): Promise<PreparedArtwork> {
  const info = await inspectImage(input, ARTWORK_LIMITS);
  const format: OutputFormat = info.hasAlpha ? "png" : "jpeg";
  try {
    const { data, info: raw } = await sharp(input, uploadInputOptions(ARTWORK_LIMITS))
      .resize(ARTWORK_WORKING_MAX_SIDE, ARTWORK_WORKING_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    const [working, preview] = await Promise.all([
      encodeImage(pixels(), format, "export"),
      encodeImage(
        pixels().resize(ARTWORK_PREVIEW_MAX_SIDE, ARTWORK_PREVIEW_MAX_SIDE, { fit: "inside", withoutEnlargement: true }),
        format,
        "export",
      ),
    ]);
    return { working, preview, width: info.width, height: info.height, aspectRatio: describeAspectRatio(info.width, info.height) };
  } catch (error) {
    throw toImageError(error, ARTWORK_LIMITS);
  }
}
