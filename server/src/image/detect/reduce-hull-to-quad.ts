import { intersectLines, type Point } from "../core";

/**
 * Reduces a convex hull to the enclosing quadrilateral that adds the least area, by repeatedly
 * removing the edge whose neighbours, extended, meet closest (the triangle they add is smallest).
 * On a pixel staircase the long hull edges lie on the true sides, so the four that survive are
 * the window's sides and their meeting points its corners. Null when no quadrilateral encloses
 * it sensibly (a triangle, or neighbours that would have to meet behind the shape).
 */
export function reduceHullToQuad(hull: Point[]): Point[] | null {
  const poly = [...hull];
  if (poly.length < 4) return null;
  while (poly.length > 4) {
    const n = poly.length;
    let best = -1;
    let bestArea = Infinity;
    let bestPoint: Point | null = null;
    for (let i = 0; i < n; i++) {
      const prev = poly[(i + n - 1) % n]!;
      const a = poly[i]!;
      const b = poly[(i + 1) % n]!;
      const next = poly[(i + 2) % n]!;
      const hit = intersectLines(prev, a, next, b);
      // Both neighbours must be extended forwards (beyond a and b) to meet.
      if (!hit || hit.ta < 1 || hit.tb < 1) continue;
      const [px, py] = hit.point;
      const added = Math.abs((b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0])) / 2;
      if (added < bestArea) {
        bestArea = added;
        best = i;
        bestPoint = hit.point;
      }
    }
    if (best < 0 || !bestPoint) return null;
    if (best === n - 1) {
      poly[0] = bestPoint; // the edge wraps from the last vertex to the first
      poly.pop();
    } else poly.splice(best, 2, bestPoint);
  }
  return poly;
}
