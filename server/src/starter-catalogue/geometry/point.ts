/** A point in image pixels: x right, y down. */
export type Point = readonly [number, number];

/** Corners ordered TL, TR, BR, BL, in image pixels. */
export type Quad = readonly [Point, Point, Point, Point];

/** Axis-aligned bounds of some points. */
export function bounds(points: readonly Point[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}
