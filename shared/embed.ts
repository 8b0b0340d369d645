// The embed page's contract with its script: no zod here, so the widget's bundle stays small.
import type { FrameStyle } from "./render-options";

export const embedPagePath = (id: string) => `/embed/${id}`;
export const EMBED_SCRIPT_PATH = "/embed.js";

/** What the embed page hands its script: the choices a shopper has, nothing else of the owner's. */
export type EmbedArtwork = { id: string; width: number; height: number; sizes: string[] };
export type EmbedRoom = { id: number; name: string; thumbnailUrl: string; wall: boolean };
export type EmbedData = { id: string; artworks: EmbedArtwork[]; frames: FrameStyle[]; rooms: EmbedRoom[] };
/** The shopper's current choice, as the preview route takes it. */
export type EmbedChoice = { artworkId: string; templateId: number; size: string; frame: FrameStyle };

/** GET /api/embed/{id}/preview: one room with one artwork at one size and frame. */
export const embedPreviewPath = (id: string, c: EmbedChoice) =>
  `/api/embed/${id}/preview?artwork=${encodeURIComponent(c.artworkId)}&template=${c.templateId}&size=${encodeURIComponent(c.size)}&frame=${c.frame}`;
/** The element the embed page keeps its choices in (JSON). */
export const EMBED_DATA_ID = "widget-data";
/** postMessage type the embed page sends its height with, so embed.js sizes the iframe. */
export const EMBED_HEIGHT_MESSAGE = "mockup-studio:widget-height";
