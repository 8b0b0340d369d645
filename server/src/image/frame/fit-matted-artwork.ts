import type { FitMode } from "../../../../shared/constants";
import type { PrintSize } from "../../../../shared/print-size";
import type { MatStyle } from "../../../../shared/render-options";
import { sharp, type RawImage } from "../core";
import { drawMat } from "./draw-mat";
import { fitArtwork, type Bleed } from "./fit-artwork";

/** Without a print size, a window is taken as 50 cm across its shorter side (a mid-size frame). */
export const DEFAULT_WINDOW_SHORT_SIDE_CM = 50;
/** However wide the mat asked for, the print keeps at least this share of the window's shorter side. */
const MIN_OPENING_SHARE = 0.2;

export type MatOptions = { mat: Exclude<MatStyle, "none">; matWidth: number; size?: Pick<PrintSize, "widthCm" | "heightCm"> };

/**
 * Where the print sits in a `width` × `height` px window filled by a mat, and the scale. With a
 * size, the print plus the mat on each side is fitted into the window (a framer cuts the mat to
 * the frame, so when the proportions differ the mat is wider on one axis); the size is turned to
 * the window's orientation (a 50 × 70 print hangs landscape in a landscape frame). Without one,
 * the window is DEFAULT_WINDOW_SHORT_SIDE_CM across and the mat is `matWidth` on every side.
 */
export function layoutMat(width: number, height: number, options: MatOptions) {
  const short = Math.min(width, height);
  if (!options.size) {
    const pxPerCm = short / DEFAULT_WINDOW_SHORT_SIDE_CM;
    const band = Math.min(options.matWidth * pxPerCm, (short * (1 - MIN_OPENING_SHARE)) / 2);
    const left = Math.round(band);
    const top = Math.round(band);
    return { pxPerCm, opening: { left, top, width: Math.max(1, width - 2 * left), height: Math.max(1, height - 2 * top) } };
  }
  let { widthCm, heightCm } = options.size;
  if (widthCm > heightCm !== width > height && widthCm !== heightCm && width !== height) [widthCm, heightCm] = [heightCm, widthCm];
  const pxPerCm = Math.min(width / (widthCm + 2 * options.matWidth), height / (heightCm + 2 * options.matWidth));
  const w = Math.max(1, Math.min(width, Math.round(widthCm * pxPerCm)));
  const h = Math.max(1, Math.min(height, Math.round(heightCm * pxPerCm)));
  return { pxPerCm, opening: { left: Math.round((width - w) / 2), top: Math.round((height - h) / 2), width: w, height: h } };
}

/**
 * The art fitted into a print inside a mat that fills a window's `width` × `height` rectangle,
 * then grown by `bleed` (edge pixels repeated) like `fitArtwork`. RGB pixels.
 */
export async function fitMattedArtwork(art: RawImage, width: number, height: number, fit: FitMode, options: MatOptions, bleed: Bleed): Promise<RawImage> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const { pxPerCm, opening } = layoutMat(w, h, options);
  const print = await fitArtwork(art, opening.width, opening.height, fit);
  const matted = drawMat(print, w, h, opening, options.mat, pxPerCm);
  if (!bleed.top && !bleed.right && !bleed.bottom && !bleed.left) return matted;
  const { data, info } = await sharp(matted.data, { raw: { width: w, height: h, channels: 3 } })
    .extend({ ...bleed, extendWith: "copy" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
