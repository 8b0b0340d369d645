import type { Sharp } from "sharp";
import type { EncodedImage, OutputFormat } from "../core";

/**
 * zlib level 3: on 12 MP photographic templates it encodes ~5× faster than sharp's default 6
 * for files ~10 % larger. Exports are written once and downloaded once; the wait is what users feel.
 */
export const PNG_COMPRESSION_LEVEL = 3;
/** libpng's per-row filter search doubled encode time for ~4 % smaller files on room photos: off. */
export const PNG_ADAPTIVE_FILTERING = false;
// PNG `effort` only applies to palette quantisation, which would posterise photos: never used.

/** Exports may be printed: high quality and no chroma subsampling keeps thin lines and red edges crisp. */
export const EXPORT_JPEG_QUALITY = 92;
/**
 * Huffman optimisation makes libjpeg keep every DCT coefficient of the whole image until the end
 * (a 49 MP upload re-encoded at full size peaked at +585 MB RSS, against +41 MB without) for files
 * a few per cent smaller: off for exports, which are the full-size encodes.
 */
export const EXPORT_JPEG_OPTIMISE_CODING = false;
/** Previews are ≤ 400 px on screen: quality 82 with 4:2:0 is visually lossless there and small. */
export const PREVIEW_JPEG_QUALITY = 82;
/**
 * Huffman optimisation took a third of a preview's encode (1.33 → 0.91 ms at 400 × 267) for
 * files 10 % smaller (~1 kB): previews are encoded for every template of every apply and read
 * once over a fast link, so off.
 */
export const PREVIEW_JPEG_OPTIMISE_CODING = false;
/** WebP (thumbnails, optional output) at 85: no visible artefacts at thumbnail and screen sizes. */
export const WEBP_QUALITY = 85;
/** WebP effort 4 (of 0–6) is libwebp's default balance of encode time and size. */
export const WEBP_EFFORT = 4;

export type EncodePurpose = "export" | "preview";
/** A purpose, or an export at the JPEG quality its user chose (a download's `quality`, 1–100). */
export type EncodeSettings = EncodePurpose | { purpose: EncodePurpose; jpegQuality?: number };

const purposeOf = (settings: EncodeSettings) => (typeof settings === "string" ? settings : settings.purpose);
const jpegQualityOf = (settings: EncodeSettings) => (typeof settings === "string" ? undefined : settings.jpegQuality);

const CONTENT_TYPES: Record<OutputFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

/** Applies the engine's encoder settings for `format` to a pipeline. */
export function withEncoder(pipeline: Sharp, format: OutputFormat, settings: EncodeSettings = "export"): Sharp {
  const purpose = purposeOf(settings);
  switch (format) {
    case "png":
      return pipeline.png({ compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: PNG_ADAPTIVE_FILTERING });
    case "jpeg":
      return purpose === "export"
        ? pipeline.jpeg({ quality: jpegQualityOf(settings) ?? EXPORT_JPEG_QUALITY, chromaSubsampling: "4:4:4", optimiseCoding: EXPORT_JPEG_OPTIMISE_CODING })
        : pipeline.jpeg({ quality: jpegQualityOf(settings) ?? PREVIEW_JPEG_QUALITY, optimiseCoding: PREVIEW_JPEG_OPTIMISE_CODING });
    case "webp":
      return pipeline.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
  }
}

/** Runs a pipeline into an encoded file of `format`. */
export async function encodeImage(pipeline: Sharp, format: OutputFormat, settings: EncodeSettings = "export"): Promise<EncodedImage> {
  const { data, info } = await withEncoder(pipeline, format, settings).toBuffer({ resolveWithObject: true });
  return { data, format, contentType: CONTENT_TYPES[format], width: info.width, height: info.height };
}
