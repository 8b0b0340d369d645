import type { Point } from "@shared/template-window";

/** What a pointer landed on: a corner of a window, the window's inside (`corner` null), or the photo (null). */
export type QuadHit = { window: number; corner: number | null } | null;

/**
 * How far from a corner's centre (frame pixels) a press still takes it: the drawn handle (12 px)
 * plus a little for a mouse, a fingertip's width for touch (a finger covers ~10 mm, and its
 * contact point lands a few mm off where its owner aimed).
 */
export const HIT_RADIUS: Record<string, number> = { mouse: 14, pen: 16, touch: 24 };
export const hitRadius = (pointerType: string) => HIT_RADIUS[pointerType] ?? HIT_RADIUS.touch!;

function inside(point: Point, polygon: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * The nearest corner within `radius` of `point` (all in frame pixels), else the topmost quad
 * containing it. Corners win over insides so a small quad's corners stay reachable.
 */
export function hitQuads(quads: Point[][], point: Point, radius: number): QuadHit {
  let best: QuadHit = null;
  let bestDistance = radius;
  quads.forEach((quad, window) =>
    quad.forEach(([x, y], corner) => {
      const distance = Math.hypot(x - point[0], y - point[1]);
      if (distance <= bestDistance) [best, bestDistance] = [{ window, corner }, distance];
    }),
  );
  if (best) return best;
  for (let window = quads.length - 1; window >= 0; window--) {
    const quad = quads[window]!;
    if (quad.length === 4 && inside(point, quad)) return { window, corner: null };
  }
  return null;
}
