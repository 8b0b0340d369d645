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
/** GET /api/embed/{id}/model.glb or .usdz: "View in your room", the artwork at one size and frame as a 3D framed print. */
export const embedModelPath = (id: string, c: Omit<EmbedChoice, "templateId">, format: "glb" | "usdz") =>
  `/api/embed/${id}/model.${format}?artwork=${encodeURIComponent(c.artworkId)}&size=${encodeURIComponent(c.size)}&frame=${c.frame}`;
/** A shopper's own wall photo, as POST /api/embed/{id}/walls answers: its id (the only key to it), the size of the stored copy and the proposed quad in its pixels. */
export type EmbedWall = { id: string; width: number; height: number; quad: Array<[number, number]>; detected: boolean };
export const embedWallsPath = (id: string) => `/api/embed/${id}/walls`;
/** Where the piece hangs on a wall photo: its centre and the photo's px per cm of wall. */
export type EmbedWallPlacement = { x: number; y: number; scale: number };
/** GET /api/embed/{id}/walls/{wall}/preview: the artwork at one size and frame, hung on the shopper's photo. */
export const embedWallPreviewPath = (id: string, wall: string, c: Omit<EmbedChoice, "templateId">, p: EmbedWallPlacement) =>
  `${embedWallsPath(id)}/${wall}/preview?artwork=${encodeURIComponent(c.artworkId)}&size=${encodeURIComponent(c.size)}&frame=${c.frame}&x=${Math.round(p.x)}&y=${Math.round(p.y)}&scale=${p.scale.toFixed(3)}`;
/** The element the embed page keeps its choices in (JSON). */
export const EMBED_DATA_ID = "widget-data";
/** postMessage type the embed page sends its height with, so embed.js sizes the iframe. */
export const EMBED_HEIGHT_MESSAGE = "mockup-studio:widget-height";
/**
 * The piece's first placement on a wall photo: centred on the proposed quad (a frame or poster
 * found there, else a spot in the upper middle), at the scale that makes the quad `widthCm` wide.
 */
export function placementFromQuad(quad: Array<[number, number]>, widthCm: number): EmbedWallPlacement {
  const [tl, tr, br, bl] = quad as [[number, number], [number, number], [number, number], [number, number]];
  const across = (Math.hypot(tr[0] - tl[0], tr[1] - tl[1]) + Math.hypot(br[0] - bl[0], br[1] - bl[1])) / 2;
  return { x: (tl[0] + tr[0] + br[0] + bl[0]) / 4, y: (tl[1] + tr[1] + br[1] + bl[1]) / 4, scale: across / widthCm };
}
