import { polygonArea, type Point } from "../core";

/** Corners of a rectangle seen up to 45° off and tilted a little stay within these angles. */
const MIN_CORNER_DEG = 50;
const MAX_CORNER_DEG = 130;
/** Perspective shortens the far side of a picture, but not past this ratio. */
const MAX_OPPOSITE_RATIO = 2.5;
/** Narrower than this (short over long mean side) is a strip: a moulding, a shelf, a sliver. */
const MIN_ASPECT = 0.18;
/** A picture cut by the photo's edge (closer than this share of the size) is not one to fill. */
const BORDER_SHARE = 0.01;
/** More than this share of the photo is the wall, a window or the whole picture plane. */
const MAX_AREA_SHARE = 0.7;
/**
 * A picture's left and right sides both point at the room's vertical vanishing point, far off in
 * a photo of a wall: they stay within a few degrees of parallel (5° on the real photos, a frame
 * on a shelf seen from above). A lamp's tapering cage or a lampshade does not.
 */
const MAX_SIDES_CONVERGENCE_DEG = 8;

const direction = (a: Point, b: Point) => Math.atan2(b[0] - a[0], b[1] - a[1]);

/** A quadrilateral that could be a picture on a wall: convex, clockwise, of believable proportions. */
export function isPlausibleQuad(quad: Point[], width: number, height: number): boolean {
  const area = polygonArea(quad);
  if (area <= 0 || area > MAX_AREA_SHARE * width * height) return false;
  const margin = BORDER_SHARE * Math.max(width, height);
  if (quad.some(([x, y]) => x < margin || y < margin || x > width - margin || y > height - margin)) return false;
  const sides = quad.map((a, i) => {
    const b = quad[(i + 1) % 4]!;
    return Math.hypot(b[0] - a[0], b[1] - a[1]);
  });
  for (let i = 0; i < 4; i++) {
    const a = quad[(i + 3) % 4]!;
    const o = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const cos = ((a[0] - o[0]) * (b[0] - o[0]) + (a[1] - o[1]) * (b[1] - o[1])) / (sides[(i + 3) % 4]! * sides[i]!);
    const deg = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
    if (deg < MIN_CORNER_DEG || deg > MAX_CORNER_DEG) return false;
  }
  const convergence = Math.abs(direction(quad[0]!, quad[3]!) - direction(quad[1]!, quad[2]!));
  if ((convergence * 180) / Math.PI > MAX_SIDES_CONVERGENCE_DEG) return false;
  const [top, right, bottom, left] = sides as [number, number, number, number];
  if (Math.max(top, bottom) > MAX_OPPOSITE_RATIO * Math.min(top, bottom)) return false;
  if (Math.max(left, right) > MAX_OPPOSITE_RATIO * Math.min(left, right)) return false;
  const w = (top + bottom) / 2;
  const h = (left + right) / 2;
  return Math.min(w, h) / Math.max(w, h) >= MIN_ASPECT;
}
