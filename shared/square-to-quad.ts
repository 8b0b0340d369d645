import type { Point } from "./template-window";

/** A 3×3 projective transform, row-major: (x, y) ↦ ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w), w = m6 x + m7 y + m8. */
export type Homography = [number, number, number, number, number, number, number, number, number];

/**
 * The transform taking the unit square (0,0), (1,0), (1,1), (0,1) onto a quad TL, TR, BR, BL
 * (Heckbert). One solver for the server's warp and the browser's live preview of a quad, so
 * what a person drags is what the engine renders.
 */
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
    // Zero only for a degenerate quad (three corners on a line), which validation refuses.
    const den = dx1 * dy2 - dx2 * dy1 || 1e-12;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The point (u, v) of the unit square carried onto the quad; u, v outside [0, 1] reach past it, in the same perspective. */
export function quadPoint(quad: Point[], u: number, v: number): Point {
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad);
  const w = g * u + h * v + 1;
  return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
}

/** The rectangle u0…u1 × v0…v1 of the quad's unit square, as a quad TL, TR, BR, BL: a part of the same plane, seen the same way. */
export function subQuad(quad: Point[], [u0, v0, u1, v1]: [number, number, number, number]): Point[] {
  return [quadPoint(quad, u0, v0), quadPoint(quad, u1, v0), quadPoint(quad, u1, v1), quadPoint(quad, u0, v1)];
}
