// The API's URLs for artworks and exports, and the ids and formats they carry, without building
// artworks.ts's schemas: the studio's first screen builds them (docs/decisions/0015).
import { renderOptionsQuery } from "./render-choices";
import type { RenderOptionsInput } from "./render-options";

/** Artwork ids are random base64url (22 characters today); anything else names no artwork. */
export const ARTWORK_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The studio holds up to 20 artworks; GET /api/artworks?ids= checks that many at once. */
export const ARTWORK_LOOKUP_MAX = 20;
/** The artwork's own picture (its ≤ 600 px copy): the studio shows it again after a reload. */
export const artworkImageUrl = (artworkId: string) => `/api/artworks/${artworkId}/image`;

export const EXPORT_FORMATS = ["png", "jpeg"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A JPEG download's quality, as libjpeg takes it. */
export const JPEG_QUALITY_RANGE = [1, 100] as const;
export type DownloadFormat = { format: ExportFormat; quality?: number };

/** `format=jpeg&quality=90`, or `format=png`: the query a download URL carries. */
export const downloadQuery = ({ format, quality }: DownloadFormat) =>
  format === "jpeg" && quality !== undefined ? `format=jpeg&quality=${quality}` : `format=${format}`;

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

/** A bulk export's status and its ZIP. */
export const exportStatusUrl = (id: string) => `/api/exports/${id}`;
export const exportDownloadUrl = (id: string) => `/api/exports/${id}/download`;
