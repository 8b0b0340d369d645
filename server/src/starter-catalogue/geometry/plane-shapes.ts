import type { Vec3 } from "./vec3";
import { add, scale } from "./vec3";

/** Points per rounded corner: smooth at 3000 px without bloating the SVG. */
const CORNER_STEPS = 6;

/**
 * A rounded rectangle on a plane, as 3D points ready to project: origin is the top-left corner,
 * u and v the full width and height edges. Sampling in 3D keeps the rounding right in perspective.
 */
export function roundedRect3(origin: Vec3, u: Vec3, v: Vec3, radius: number): Vec3[] {
  const w = Math.hypot(...u);
  const h = Math.hypot(...v);
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  const at = (s: number, t: number) => add(origin, add(scale(u, s / w), scale(v, t / h)));
  if (r === 0) return [at(0, 0), at(w, 0), at(w, h), at(0, h)];
  const corners: [number, number, number][] = [
    [w - r, r, -Math.PI / 2],
    [w - r, h - r, 0],
    [r, h - r, Math.PI / 2],
    [r, r, Math.PI],
  ];
  const pts: Vec3[] = [];
  for (const [cs, ct, start] of corners) {
    for (let i = 0; i <= CORNER_STEPS; i++) {
      const a = start + (i / CORNER_STEPS) * (Math.PI / 2);
      pts.push(at(cs + r * Math.cos(a), ct + r * Math.sin(a)));
    }
  }
  return pts;
}
