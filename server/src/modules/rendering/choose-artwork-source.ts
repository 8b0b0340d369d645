import type { FitMode } from "@shared/constants";
import { ARTWORK_WORKING_MAX_SIDE, measureWindow, type TemplateWindow } from "../../image";

/** Up to 3 % upscaling of the working copy is invisible; past that, decode the original. */
const UPSCALE_TOLERANCE = 1.03;

/**
 * Which stored copy of the artwork a render of the given size needs: the ≤ 1600 px working copy
 * when no window would enlarge it, else the full-size original. `scale` is output width over the
 * template's full width (exports for the free plan are smaller than the template).
 */
export function chooseArtworkSource(
  artwork: { width: number; height: number },
  windows: TemplateWindow[],
  scale: number,
  fit: FitMode,
): "working" | "original" {
  const shrink = Math.min(1, ARTWORK_WORKING_MAX_SIDE / Math.max(artwork.width, artwork.height));
  if (shrink === 1) return "working";
  const working = { width: artwork.width * shrink, height: artwork.height * shrink };
  for (const window of windows) {
    const size = measureWindow(window);
    const x = (size.width * scale) / working.width;
    const y = (size.height * scale) / working.height;
    // expand stretches each axis to the window, fill covers it: the larger factor decides; fit contains.
    const enlarge = fit === "fit" ? Math.min(x, y) : Math.max(x, y);
    if (enlarge > UPSCALE_TOLERANCE) return "original";
  }
  return "working";
}
