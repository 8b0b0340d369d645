import { offsetConvex } from "../geometry/offset-polygon";
import type { Point } from "../geometry/point";
import { polygon } from "./shapes";

/**
 * Layers per soft edge. librsvg's feGaussianBlur costs about a microsecond per pixel of filter
 * region (seconds per scene at 3000 px), and masks cost a full-canvas surface each; stacked
 * offsets cost next to nothing and, at 14 steps, show no banding in a shadow.
 */
const LAYERS = 14;

/**
 * Only black or white. Cairo rounds each 8-bit premultiplied channel on every composite; with a
 * tinted colour the rounding leans differently per channel and 14 faint beige layers turned a wall
 * visibly green. Black and white premultiply exactly, so the stack only darkens or lightens.
 */
export type Tone = "dark" | "light";

/** Inverse of the standard normal CDF (Acklam's rational approximation, central region is enough here). */
function probit(p: number): number {
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((-39.6968302866538 * r + 220.946098424521) * r - 275.928510446969) * r + 138.357751867269) * r - 30.6647980661472) * r +
      2.50662827745924) *
      q) /
    (((((-54.4760987982241 * r + 161.585836858041) * r - 155.69897999988) * r + 66.8013118877197) * r - 13.2806815528857) * r + 1)
  );
}

/**
 * A convex shape as if Gaussian-blurred by `sigma` pixels: layers grown and shrunk to the normal
 * distribution's quantiles, so their sum follows the blurred edge's profile up to `opacity`.
 */
export function softShape(pts: readonly Point[], sigma: number, tone: Tone, opacity: number): string {
  const fill = tone === "dark" ? "#000" : "#fff";
  if (pts.length < 3) return "";
  if (sigma < 0.75) return polygon(pts, { fill, "fill-opacity": opacity });
  let out = "";
  for (let k = 0; k < LAYERS; k++) {
    // Innermost first; this alpha makes a point inside the outer m layers sum to opacity·m/LAYERS, a linear ramp.
    const a = opacity / (LAYERS - opacity * (LAYERS - k - 1));
    out += polygon(offsetConvex(pts, sigma * probit((k + 0.5) / LAYERS)), { "fill-opacity": a.toFixed(4) });
  }
  return `<g fill="${fill}">${out}</g>`;
}
