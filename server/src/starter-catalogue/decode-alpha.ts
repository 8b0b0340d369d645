import { readAlpha } from "../image";
import { offsetConvex } from "./geometry/offset-polygon";
import type { Point, Quad } from "./geometry/point";
import { bounds } from "./geometry/point";

/** A decoded alpha channel, for checking windows pixel by pixel. */
export type AlphaMap = { width: number; height: number; at: (x: number, y: number) => number };

/** Decodes an image's alpha channel (255 everywhere when it has none). */
export async function decodeAlpha(image: Buffer): Promise<AlphaMap> {
  const { data, width, height } = await readAlpha(image);
  return {
    width,
    height,
    at: (x, y) => data[Math.floor(y) * width + Math.floor(x)] ?? -1,
  };
}

function inside(pts: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i] as Point;
    const [xj, yj] = pts[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * Pixels that break the windows' promise: inside a quad shrunk by `margin` px but not transparent
 * (alpha ≥ 10), or outside every quad grown by `margin` but not opaque. Returns the counts.
 */
export function windowMismatch(a: AlphaMap, quads: readonly Quad[], margin = 2): { notClear: number; notOpaque: number } {
  const inner = quads.map((q) => offsetConvex(q, -margin));
  const outer = quads.map((q) => offsetConvex(q, margin));
  // Bounding boxes first: the polygon test runs only near a window, which keeps big images quick.
  const boxes = outer.map((q) => bounds(q));
  const near = (x: number, y: number) => boxes.some((b) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY);
  let notClear = 0;
  let notOpaque = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const v = a.at(x, y);
      const [px, py] = [x + 0.5, y + 0.5];
      if (!near(px, py)) notOpaque += v < 255 ? 1 : 0;
      else if (inner.some((q) => inside(q, px, py))) notClear += v >= 10 ? 1 : 0;
      else if (!outer.some((q) => inside(q, px, py))) notOpaque += v < 255 ? 1 : 0;
    }
  }
  return { notClear, notOpaque };
}
