import { z } from "zod";
import { DEFAULT_FIT_MODE, FIT_MODES } from "./constants";
import { EXPORT_FORMATS, JPEG_QUALITY_RANGE } from "./api-urls";
import { renderOptionsSchema } from "./render-options";

export { ARTWORK_ID, ARTWORK_LOOKUP_MAX, EXPORT_FORMATS, type ExportFormat, JPEG_QUALITY_RANGE, type DownloadFormat, PREVIEW_RENDERER_VERSION, artworkExportUrl, artworkImageUrl, artworkPreviewUrl, artworkPreviewsUrl, downloadQuery } from "./api-urls";

/** POST /api/artworks (multipart field `image`) answers this. */
export const artworkSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** gcd-reduced, like "3x2". */
  aspectRatio: z.string(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** GET /api/artworks?ids=a,b answers the ones the caller may still use, in the order asked. */
export const artworkListSchema = z.array(artworkSchema);

export const fitSchema = z.enum(FIT_MODES, { error: "fit must be expand, fill or fit" }).default(DEFAULT_FIT_MODE);

const qualityMessage = `quality must be a whole number from ${JPEG_QUALITY_RANGE[0]} to ${JPEG_QUALITY_RANGE[1]}`;

/**
 * `format` and, for JPEG, `quality` of a single download (the artwork export and the saved
 * mockup's download). Without `quality` a JPEG gets the server's export quality; PNG ignores it.
 */
export const downloadQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be png or jpeg" }).default("png").describe("png (default) or jpeg"),
  quality: z.coerce
    .number({ error: qualityMessage })
    .int(qualityMessage)
    .min(JPEG_QUALITY_RANGE[0], qualityMessage)
    .max(JPEG_QUALITY_RANGE[1], qualityMessage)
    .meta({ example: 90 })
    .optional()
    .describe("JPEG quality, 1–100 (default: the server's export quality); ignored for PNG"),
});

/** Query of the preview and export image routes: fit and format (and quality), plus frame, mat and size. */
export const renderQuerySchema = z.object({ fit: fitSchema }).extend(downloadQuerySchema.shape).extend(renderOptionsSchema.shape);
