import type { FitMode } from "../../../../shared/constants";
import { isEncodedFile, sharp, type EncodedImageFile, type RawImage } from "../core";
import { MAT_COLOUR } from "./mat-colour";
import { fitSmall } from "./resample-small";

/** The art as a file (decoded here, at the size the window needs) or as decoded RGB pixels. */
export type ArtworkPixels = RawImage | EncodedImageFile;

/**
 * A file is decoded inside the fitting pipeline: libjpeg can then decode at 1/2, 1/4 or 1/8
 * size when the window is smaller than the art (shrink-on-load), the same flatten and colour
 * conversion as `loadArtwork` on the way.
 */
const artInput = (art: ArtworkPixels) =>
  isEncodedFile(art)
    ? sharp(art, { autoOrient: true }).flatten({ background: MAT_COLOUR }).toColourspace("srgb")
    : sharp(art.data, { raw: { width: art.width, height: art.height, channels: art.channels } });

/** The fit modes in sharp's words: expand stretches, fill covers (centred crop), fit contains. */
const SHARP_FIT = { expand: "fill", fill: "cover", fit: "contain" } as const;

/** Windows up to this many pixels are fitted from decoded pixels in JS (`fitSmall`): a sharp pipeline's set-up is most of their time. */
const SMALL_WINDOW_PIXELS = 160 * 160;

/** Pixels added around the fitted art, per side, repeating its edge. */
export type Bleed = { top: number; right: number; bottom: number; left: number };

/**
 * Art sized to a window's own rectangle by the fit mode, then grown by `bleed` (edge pixels
 * repeated) so it reaches under the frame's anti-aliased edge. RGB pixels.
 */
export async function fitArtwork(
  art: ArtworkPixels,
  width: number,
  height: number,
  fit: FitMode,
  bleed: Bleed = { top: 0, right: 0, bottom: 0, left: 0 },
): Promise<RawImage> {
  const [w, h] = [Math.max(1, Math.round(width)), Math.max(1, Math.round(height))];
  if (!isEncodedFile(art) && art.channels === 3 && w * h <= SMALL_WINDOW_PIXELS) return fitSmall(art, w, h, fit, bleed);
  const { data, info } = await artInput(art)
    .resize(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)), {
      fit: SHARP_FIT[fit],
      position: "centre",
      background: MAT_COLOUR,
    })
    .extend({ ...bleed, extendWith: "copy" })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawImage["channels"] };
}
