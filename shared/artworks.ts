import { z } from "zod";
import { DEFAULT_FIT_MODE, FIT_MODES } from "./constants";
import { renderOptionsQuery, renderOptionsSchema, type RenderOptionsInput } from "./render-options";

/** Artwork ids are random base64url (22 characters today); anything else names no artwork. */
export const ARTWORK_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** POST /api/artworks (multipart field `image`) answers this. */
export const artworkSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** gcd-reduced, like "3x2". */
  aspectRatio: z.string(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** The studio holds up to 20 artworks; GET /api/artworks?ids= checks that many at once. */
export const ARTWORK_LOOKUP_MAX = 20;
/** GET /api/artworks?ids=a,b answers the ones the caller may still use, in the order asked. */
export const artworkListSchema = z.array(artworkSchema);
/** The artwork's own picture (its ≤ 600 px copy): the studio shows it again after a reload. */
export const artworkImageUrl = (artworkId: string) => `/api/artworks/${artworkId}/image`;

export const fitSchema = z.enum(FIT_MODES, { error: "fit must be expand, fill or fit" }).default(DEFAULT_FIT_MODE);

export const EXPORT_FORMATS = ["png", "jpeg"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A JPEG download's quality, as libjpeg takes it. */
export const JPEG_QUALITY_RANGE = [1, 100] as const;
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
export type DownloadFormat = { format: ExportFormat; quality?: number };

/** `format=jpeg&quality=90`, or `format=png`: the query a download URL carries. */
export const downloadQuery = ({ format, quality }: DownloadFormat) =>
  format === "jpeg" && quality !== undefined ? `format=jpeg&quality=${quality}` : `format=${format}`;

/** Query of the preview and export image routes: fit and format (and quality), plus frame, mat and size. */
export const renderQuerySchema = z.object({ fit: fitSchema }).extend(downloadQuerySchema.shape).extend(renderOptionsSchema.shape);

/**
 * The preview renderer's version, in every preview URL: previews are cached as immutable by
 * their URL, so a change to how they look must change the URL (the server ignores the value).
 */
export const PREVIEW_RENDERER_VERSION = 2;

/** The image routes of an artwork: previews are free and ≤ 400 px wide; exports count as downloads. */
export const artworkPreviewUrl = (artworkId: string, templateId: number, fit: string, options: RenderOptionsInput = {}) =>
  `/api/artworks/${artworkId}/mockups/${templateId}?fit=${fit}${renderOptionsQuery(options)}&pv=${PREVIEW_RENDERER_VERSION}`;
/** Several previews in one streamed response (shared/preview-stream.ts): the studio's apply. */
export const artworkPreviewsUrl = (artworkId: string, templateIds: readonly number[], fit: string, options: RenderOptionsInput = {}) =>
  `/api/artworks/${artworkId}/previews?templates=${templateIds.join(",")}&fit=${fit}${renderOptionsQuery(options)}`;
export const artworkExportUrl = (artworkId: string, templateId: number, fit: string, download: DownloadFormat = { format: "png" }, options: RenderOptionsInput = {}) =>
  `/api/artworks/${artworkId}/export/${templateId}?fit=${fit}&${downloadQuery(download)}${renderOptionsQuery(options)}`;
