import { sharp, type EncodedImage, type OutputFormat } from "../core";
import { encodeImage, type EncodeSettings } from "./encode-image";

/** JPEG has no alpha: see-through areas become white, as in JPEG exports. */
const JPEG_BACKGROUND = "#ffffff";

const CONTENT_TYPES: Record<OutputFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

export type DownscaleBounds = {
  /** Longest side at most this. */
  maxSide?: number;
  /** Width at most this (the spec's 400 px thumbnails). */
  maxWidth?: number;
};

/**
 * A stored image (one this server wrote: trusted, already normalised) made to fit `bounds`,
 * never enlarged, as `format`. When it already fits and is already `format` (and no JPEG quality
 * is asked for), the input comes back unchanged: no decode, no generation loss.
 */
export async function downscaleImage(
  input: Buffer,
  bounds: DownscaleBounds,
  format: OutputFormat,
  settings: EncodeSettings = "export",
): Promise<EncodedImage> {
  const { width, height, format: current } = await sharp(input).metadata();
  const scale = Math.min(1, bounds.maxSide ? bounds.maxSide / Math.max(width, height) : 1, bounds.maxWidth ? bounds.maxWidth / width : 1);
  const asked = typeof settings !== "string" && settings.jpegQuality !== undefined;
  if (scale === 1 && current === format && !asked) return { data: input, format, contentType: CONTENT_TYPES[format], width, height };
  // Rounding never passes a bound: the bounds are whole pixels and the scaled sides are within them.
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  let pipeline = sharp(input).resize(size.width, size.height, { fit: "fill" });
  if (format === "jpeg") pipeline = pipeline.flatten({ background: JPEG_BACKGROUND });
  return encodeImage(pipeline, format, settings);
}
