import type { Point } from "./point";
import type { Vec3 } from "./vec3";
import { dot, sub } from "./vec3";

/**
 * A level pinhole camera (no pitch or roll, so walls' verticals stay vertical, as in interior
 * photography). The principal point may sit off-centre: that is a shift lens, which lets a scene
 * show more floor or wall without tilting the verticals.
 */
export type Camera = {
  eye: Vec3;
  /** Turn to the right, in radians. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  cx: number;
  cy: number;
  width: number;
  height: number;
};

/** Surfaces are clipped this far in front of the lens, so floors and side walls that pass behind the camera still project. */
const NEAR_CLIP = 0.05;

export function toView(cam: Camera, p: Vec3): Vec3 {
  const [dx, dy, dz] = sub(p, cam.eye);
  const c = Math.cos(cam.yaw);
  const s = Math.sin(cam.yaw);
  return [dx * c - dz * s, dy, dx * s + dz * c];
}

export const projectView = (cam: Camera, v: Vec3): Point => [
  cam.cx + (cam.focal * v[0]) / v[2],
  cam.cy - (cam.focal * v[1]) / v[2],
];

export const project = (cam: Camera, p: Vec3): Point => projectView(cam, toView(cam, p));

/** Projects a planar polygon, clipping it at the near plane (Sutherland–Hodgman on one plane). */
export function projectPolygon(cam: Camera, pts: readonly Vec3[]): Point[] {
  const view = pts.map((p) => toView(cam, p));
  const out: Vec3[] = [];
  for (let i = 0; i < view.length; i++) {
    const a = view[i] as Vec3;
    const b = view[(i + 1) % view.length] as Vec3;
    const aIn = a[2] >= NEAR_CLIP;
    const bIn = b[2] >= NEAR_CLIP;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (NEAR_CLIP - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR_CLIP]);
    }
  }
  return out.map((v) => projectView(cam, v));
}

/** True when the side of a surface with this outward normal faces the camera. */
export const facesCamera = (cam: Camera, point: Vec3, normal: Vec3): boolean => dot(sub(cam.eye, point), normal) > 0;

/** Projects a line segment, clipped at the near plane; empty when it lies wholly behind the lens. */
export function projectSegment(cam: Camera, a: Vec3, b: Vec3): Point[] {
  let va = toView(cam, a);
  let vb = toView(cam, b);
  if (va[2] < NEAR_CLIP && vb[2] < NEAR_CLIP) return [];
  const cut = (p: Vec3, q: Vec3): Vec3 => {
    const t = (NEAR_CLIP - p[2]) / (q[2] - p[2]);
    return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, NEAR_CLIP];
  };
  if (va[2] < NEAR_CLIP) va = cut(va, vb);
  if (vb[2] < NEAR_CLIP) vb = cut(vb, va);
  return [projectView(cam, va), projectView(cam, vb)];
}
