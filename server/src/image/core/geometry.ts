import type { Point } from "./types";

/** Where line a1→a2 meets line b1→b2, with each line's parameter (1 = at a2 / b2); null when parallel. */
export function intersectLines(a1: Point, a2: Point, b1: Point, b2: Point): { point: Point; ta: number; tb: number } | null {
  const dax = a2[0] - a1[0];
  const day = a2[1] - a1[1];
  const dbx = b2[0] - b1[0];
  const dby = b2[1] - b1[1];
  const den = dax * dby - day * dbx;
  if (Math.abs(den) < 1e-9) return null;
  const ta = ((b1[0] - a1[0]) * dby - (b1[1] - a1[1]) * dbx) / den;
  const tb = ((b1[0] - a1[0]) * day - (b1[1] - a1[1]) * dax) / den;
  return { point: [a1[0] + ta * dax, a1[1] + ta * day], ta, tb };
}

/** Shoelace area; positive for polygons that run clockwise on screen (y pointing down). */
export function polygonArea(polygon: Point[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

export const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** The smallest whole-pixel box holding a quad (or any polygon): x, y down, width and height up. */
export function quadBox(quad: Point[]): { x: number; y: number; width: number; height: number } {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}
