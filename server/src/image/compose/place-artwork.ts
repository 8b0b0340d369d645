import type { FitMode } from "../../../../shared/constants";
import { antialiasQuadEdge } from "./quad-distance";
import { fitArtwork, fitMattedArtwork, type ArtworkPixels, type Bleed, type MatOptions } from "../frame";
import { isEncodedFile, measureWindow, type TemplateWindow } from "../core";
import { loadArtwork } from "./load-artwork";
import { warpIntoQuad, type PlacedLayer } from "./warp-into-quad";
import { warpThroughMesh } from "./warp-through-mesh";

/**
 * The art reaches this far past the window's half-opaque edge, under the frame: the template's
 * anti-aliased edge pixels then blend frame with art, never with a see-through gap (no halo).
 * Frames are far wider than 2 px, so the extra art is never seen.
 */
export const BLEED_PX = 2;

/** Art over a photo reaches this far past the quad (px): the quad's edge runs through the frame's lip, not the old picture. */
export const COVER_PX = 0.5;
/** Art over a photo is warped this far past its quad: room for an edge as soft as the photo's (`matchEdgeSoftness`, σ ≤ 1.6 px). */
export const OVER_BLEED_PX = 5;

/** The art as decoded pixels (a file is decoded here). */
const decoded = async (art: ArtworkPixels) => (isEncodedFile(art) ? loadArtwork(art) : art);

/**
 * The layer that puts the art into one window. Upright rectangles take the fast path (sharp
 * resize, no per-pixel work); angled windows are fitted to their own rectangle, then warped.
 */
export async function placeArtwork(
  art: ArtworkPixels,
  window: TemplateWindow,
  fit: FitMode,
  canvas: { width: number; height: number },
  mat?: MatOptions,
): Promise<PlacedLayer | null> {
  // With a mat, the window holds the mat and the print inside it (the frame is in the photo);
  // the mat is drawn around decoded pixels, so a file is decoded first (no fast path).
  const fitInto = async (source: ArtworkPixels, width: number, height: number, bleed?: Bleed) =>
    mat
      ? fitMattedArtwork(await decoded(source), width, height, fit, mat, bleed ?? { top: 0, right: 0, bottom: 0, left: 0 })
      : fitArtwork(source, width, height, fit, bleed);
  if (window.placement === "over") {
    // Over an opaque photo nothing hides the art's edge: it ends at the quad, anti-aliased over
    // 1 px (the warp reaches past it, then alpha is each pixel's share inside the quad grown
    // by COVER_PX, so the old picture's last pixels are covered, not blended into a light line).
    const size = measureWindow(window);
    if (window.warp) return warpThroughMesh(await fitInto(await decoded(art), size.width, size.height), window.warp, window.quad, OVER_BLEED_PX, COVER_PX, canvas);
    const layer = await warpIntoQuad(await fitInto(await decoded(art), size.width, size.height), window.quad, OVER_BLEED_PX, canvas);
    if (layer) antialiasQuadEdge(layer, window.quad, COVER_PX);
    return layer;
  }
  if (!window.rectangular) {
    const size = measureWindow(window);
    // The warp samples the fitted pixels: fit from decoded pixels (a file is decoded first).
    const fitted = await fitInto(await decoded(art), size.width, size.height);
    return warpIntoQuad(fitted, window.quad, BLEED_PX, canvas);
  }
  const xs = window.quad.map((p) => p[0]);
  const ys = window.quad.map((p) => p[1]);
  const left = Math.max(0, Math.round(Math.min(...xs)));
  const top = Math.max(0, Math.round(Math.min(...ys)));
  const right = Math.min(canvas.width, Math.round(Math.max(...xs)));
  const bottom = Math.min(canvas.height, Math.round(Math.max(...ys)));
  if (right <= left || bottom <= top) return null;
  const bleed = {
    left: Math.min(BLEED_PX, left),
    top: Math.min(BLEED_PX, top),
    right: Math.min(BLEED_PX, canvas.width - right),
    bottom: Math.min(BLEED_PX, canvas.height - bottom),
  };
  const image = await fitInto(art, right - left, bottom - top, bleed);
  return { image, left: left - bleed.left, top: top - bleed.top };
}
