import type { Point } from "./types";

/** A 3×3 projective transform, row-major: (x, y) ↦ ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w), w = m6 x + m7 y + m8. */
export type Homography = [number, number, number, number, number, number, number, number, number];

/** The transform taking the unit square (0,0), (1,0), (1,1), (0,1) onto a quad TL, TR, BR, BL (Heckbert). */
export function squareToQuad(quad: Point[]): Homography {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [Point, Point, Point, Point];
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(sx) > 1e-12 || Math.abs(sy) > 1e-12) {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

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
