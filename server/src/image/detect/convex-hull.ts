import type { Point } from "../core";

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * Convex hull (Andrew's monotone chain, in row order) without collinear points, clockwise on
 * screen (y grows downwards), starting from the topmost-leftmost point. Points that arrive in
 * row order (y, then x), as a scan produces them, sort in linear time.
 */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  // Left turns in maths axes, which with y pointing down is clockwise on screen.
  return [...lower, ...upper];
}
