import type { Point } from "./point";

/** Points per rounded corner of an outset: plenty for a soft shadow's edge. */
const ARC_STEPS = 4;

function signedArea(pts: readonly Point[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] as Point;
    const q = pts[(i + 1) % pts.length] as Point;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/**
 * Grows (d > 0, with rounded corners) or shrinks (d < 0, mitred) a convex polygon by d pixels.
 * Returns [] when a shrink would swallow the polygon.
 */
export function offsetConvex(pts: readonly Point[], d: number): Point[] {
  const n = pts.length;
  if (n < 3 || d === 0) return [...pts];
  const sign = signedArea(pts) > 0 ? 1 : -1;
  const normals = pts.map((p, i) => {
    const q = pts[(i + 1) % n] as Point;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    // Outward normal for either winding (image y points down).
    return [(sign * (q[1] - p[1])) / len, (sign * -(q[0] - p[0])) / len] as Point;
  });
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p = pts[i] as Point;
    const a = normals[(i - 1 + n) % n] as Point;
    const b = normals[i] as Point;
    if (d > 0) {
      const a0 = Math.atan2(a[1], a[0]);
      let a1 = Math.atan2(b[1], b[0]);
      while (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
      while (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
      for (let k = 0; k <= ARC_STEPS; k++) {
        const t = a0 + ((a1 - a0) * k) / ARC_STEPS;
        out.push([p[0] + d * Math.cos(t), p[1] + d * Math.sin(t)]);
      }
    } else {
      const bis: Point = [a[0] + b[0], a[1] + b[1]];
      const cos = (bis[0] * a[0] + bis[1] * a[1]) || 1;
      out.push([p[0] + (bis[0] * d) / cos, p[1] + (bis[1] * d) / cos]);
    }
  }
  // A shrink past the middle turns edges around: then nothing is left.
  if (d < 0) {
    for (let i = 0; i < n; i++) {
      const p = pts[i] as Point;
      const q = pts[(i + 1) % n] as Point;
      const a = out[i] as Point;
      const b = out[(i + 1) % n] as Point;
      if ((q[0] - p[0]) * (b[0] - a[0]) + (q[1] - p[1]) * (b[1] - a[1]) <= 0) return [];
    }
  }
  return out;
}
