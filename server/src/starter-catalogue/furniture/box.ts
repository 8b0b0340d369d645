import type { Vec3 } from "../geometry/vec3";
import { facesCamera, project, projectPolygon } from "../geometry/camera";
import { roundedRect3 } from "../geometry/plane-shapes";
import { dot } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { lit } from "../svg/lighting";
import { linear } from "../svg/paint";
import { polygon } from "../svg/shapes";
import type { Mount } from "./mount";
import { mountBox, mountFront } from "./mount";

export type BoxStyle = {
  color: Hex;
  /** Rounds the front face's corners (metres): upholstery and soft-edged cabinets. */
  radius?: number;
  /** How much darker upright faces get toward the bottom (occlusion), 0..1. */
  fade?: number;
  /** Which way the piece's front faces, for the rounding; defaults to toward the camera (-z). */
  front?: Vec3;
};

/** Default darkening of upright faces toward their bottom: furniture gets less sky light low down. */
const DEFAULT_FADE = 0.12;

type Face = { pts: Vec3[]; normal: Vec3 };

function faces(min: Vec3, max: Vec3): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  return [
    { pts: [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], normal: [0, 1, 0] },
    { pts: [[x0, y1, z0], [x1, y1, z0], [x1, y0, z0], [x0, y0, z0]], normal: [0, 0, -1] },
    { pts: [[x1, y1, z1], [x0, y1, z1], [x0, y0, z1], [x1, y0, z1]], normal: [0, 0, 1] },
    { pts: [[x0, y1, z1], [x0, y1, z0], [x0, y0, z0], [x0, y0, z1]], normal: [-1, 0, 0] },
    { pts: [[x1, y1, z0], [x1, y1, z1], [x1, y0, z1], [x1, y0, z0]], normal: [1, 0, 0] },
  ];
}

/** An axis-aligned box: the faces that face the camera, lit by the key light, front face optionally rounded. */
export function drawBox(c: Canvas, min: Vec3, max: Vec3, style: BoxStyle): string {
  const front = style.front ?? [0, 0, -1];
  let out = "";
  for (const f of faces(min, max)) {
    if (!facesCamera(c.cam, f.pts[0] as Vec3, f.normal)) continue;
    const base = lit(c, style.color, f.normal);
    if (f.normal[1] === 1) {
      out += polygon(projectPolygon(c.cam, f.pts), { fill: shade(base, 1.03) });
      continue;
    }
    const [tl, tr, br] = f.pts as [Vec3, Vec3, Vec3, Vec3];
    const fill = linear(c, project(c.cam, tl), project(c.cam, [tl[0], min[1], tl[2]]), [
      [0, shade(base, 1.02)],
      [1, shade(base, 1 - (style.fade ?? DEFAULT_FADE))],
    ]);
    const isFront = dot(f.normal, front) > 0.5 && (style.radius ?? 0) > 0;
    const u: Vec3 = [tr[0] - tl[0], 0, tr[2] - tl[2]];
    const pts = isFront ? roundedRect3(tl, u, [0, br[1] - tl[1], 0], style.radius ?? 0) : f.pts;
    out += polygon(projectPolygon(c.cam, pts), { fill });
  }
  return out;
}

/** A box in a piece's own wall terms (s along, y up, d out from the wall). */
export const mountedBox = (
  c: Canvas,
  m: Mount,
  s: readonly [number, number],
  y: readonly [number, number],
  d: readonly [number, number],
  style: BoxStyle,
): string => {
  const [min, max] = mountBox(m, s, y, d);
  return drawBox(c, min, max, { front: mountFront(m), ...style });
};
