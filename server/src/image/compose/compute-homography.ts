import { squareToQuad, type Homography } from "../../../../shared/square-to-quad";
import type { Point } from "../core";

/** Inverse up to scale (the adjugate), which is all a projective transform needs. */
function adjugate(m: Homography): Homography {
  const [a, b, c, d, e, f, g, h, i] = m;
  return [e * i - f * h, c * h - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
}

/**
 * The transform from a point in the quad back to the art: maps the quad TL, TR, BR, BL onto the
 * rectangle (0,0)–(width,height). A perspective warp samples the art through it.
 */
export function quadToRectangle(quad: Point[], width: number, height: number): Homography {
  const m = adjugate(squareToQuad(quad));
  return [m[0] * width, m[1] * width, m[2] * width, m[3] * height, m[4] * height, m[5] * height, m[6], m[7], m[8]];
}

export function applyHomography(m: Homography, [x, y]: Point): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}
