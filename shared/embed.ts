// The embed page's contract with its script: no zod here, so the widget's bundle stays small.
import type { FrameStyle } from "./render-options";
import { subQuad } from "./square-to-quad";
import type { Point } from "./template-window";

export const embedPagePath = (id: string) => `/embed/${id}`;
export const EMBED_SCRIPT_PATH = "/embed.js";

/** What the embed page hands its script: the choices a shopper has, nothing else of the owner's. */
export type EmbedArtwork = { id: string; width: number; height: number; sizes: string[] };
/** `at`: on a bare wall, where the print's centre hangs at first, as fractions of the photo's width and height. */
export type EmbedRoom = { id: number; name: string; thumbnailUrl: string; wall: boolean; at?: [number, number] };
export type EmbedData = { id: string; artworks: EmbedArtwork[]; frames: FrameStyle[]; rooms: EmbedRoom[] };
/** The shopper's current choice, as the preview route takes it (`at`: where they dragged the print on a bare wall). */
export type EmbedChoice = { artworkId: string; templateId: number; size: string; frame: FrameStyle; at?: [number, number] };

/** GET /api/embed/{id}/preview: one room with one artwork at one size and frame. */
export const embedPreviewPath = (id: string, c: EmbedChoice) =>
  `/api/embed/${id}/preview?artwork=${encodeURIComponent(c.artworkId)}&template=${c.templateId}&size=${encodeURIComponent(c.size)}&frame=${c.frame}${c.at ? `&at=${c.at.map((v) => v.toFixed(3)).join(",")}` : ""}`;
/** GET /api/embed/{id}/model.glb or .usdz: "View in your room", the artwork at one size and frame as a 3D framed print. */
export const embedModelPath = (id: string, c: Omit<EmbedChoice, "templateId">, format: "glb" | "usdz") =>
  `/api/embed/${id}/model.${format}?artwork=${encodeURIComponent(c.artworkId)}&size=${encodeURIComponent(c.size)}&frame=${c.frame}`;
/** A shopper's own wall photo, as POST /api/embed/{id}/walls answers: its id (the only key to it), the size of the stored copy and the proposed quad in its pixels. */
export type EmbedWall = { id: string; width: number; height: number; quad: Array<[number, number]>; detected: boolean };
export const embedWallsPath = (id: string) => `/api/embed/${id}/walls`;
/** GET /api/embed/{id}/walls/{wall}/preview: the artwork at one size and frame, its print's corners on `quad` of the shopper's photo. */
export const embedWallPreviewPath = (id: string, wall: string, c: Omit<EmbedChoice, "templateId">, quad: Point[]) =>
  `${embedWallsPath(id)}/${wall}/preview?artwork=${encodeURIComponent(c.artworkId)}&size=${encodeURIComponent(c.size)}&frame=${c.frame}&quad=${quad.flat().map((v) => Math.round(v * 10) / 10).join(",")}`;
/** The element the embed page keeps its choices in (JSON). */
export const EMBED_DATA_ID = "widget-data";
/** postMessage type the embed page sends its height with, so embed.js sizes the iframe. */
export const EMBED_HEIGHT_MESSAGE = "mockup-studio:widget-height";
/**
 * The print's first corners on a wall photo: the largest rectangle of its proportions (`aspect`,
 * width over height) in the middle of the proposed quad (a frame or poster found there, else a
 * spot in the upper middle), in the quad's perspective.
 */
export function printQuadIn(proposed: Point[], aspect: number): Point[] {
  const [tl, tr, br, bl] = proposed as [Point, Point, Point, Point];
  const length = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const quadAspect = (length(tl, tr) + length(bl, br)) / (length(tl, bl) + length(tr, br));
  const [su, sv] = aspect < quadAspect ? [aspect / quadAspect, 1] : [1, quadAspect / aspect];
  return scaleQuad(proposed, su, sv);
}

/** The quad scaled about its (perspective) centre by `su` across and `sv` down, on the same plane: another print size in the same place. */
export const scaleQuad = (quad: Point[], su: number, sv: number): Point[] => subQuad(quad, [0.5 - su / 2, 0.5 - sv / 2, 0.5 + su / 2, 0.5 + sv / 2]);

/**
 * `quad` kept on a `width` × `height` photo: when it is larger than the photo it is shrunk in its
 * own perspective (its proportions kept, never its corners pulled apart), then shifted onto it.
 */
export function fitQuadOn(quad: Point[], width: number, height: number): Point[] {
  const bounds = (q: Point[]) => {
    const xs = q.map((p) => p[0]);
    const ys = q.map((p) => p[1]);
    return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  };
  let fitted = quad;
  // Shrinking in perspective does not scale the bounds exactly: a few rounds settle it.
  for (let i = 0; i < 3; i++) {
    const b = bounds(fitted);
    const f = Math.min(1, width / (b.right - b.left), height / (b.bottom - b.top));
    if (f >= 1) break;
    fitted = scaleQuad(fitted, f * 0.999, f * 0.999);
  }
  const b = bounds(fitted);
  const dx = Math.min(width - b.right, Math.max(-b.left, 0));
  const dy = Math.min(height - b.bottom, Math.max(-b.top, 0));
  return fitted.map(([x, y]): Point => [Math.min(width, Math.max(0, x + dx)), Math.min(height, Math.max(0, y + dy))]);
}
