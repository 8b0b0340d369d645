import type { Vec3 } from "./vec3";
import { add, dot, scale, sub } from "./vec3";

/** Keeps the part of a planar polygon on the side of a plane its normal points to (Sutherland–Hodgman). */
export function clipByPlane(pts: readonly Vec3[], point: Vec3, normal: Vec3): Vec3[] {
  const side = (p: Vec3) => dot(sub(p, point), normal);
  const out: Vec3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec3;
    const b = pts[(i + 1) % pts.length] as Vec3;
    const sa = side(a);
    const sb = side(b);
    if (sa >= 0) out.push(a);
    if (sa >= 0 !== sb >= 0) out.push(add(a, scale(sub(b, a), sa / (sa - sb))));
  }
  return out;
}
