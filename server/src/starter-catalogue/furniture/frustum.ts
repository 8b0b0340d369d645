import type { Vec3 } from "../geometry/vec3";
import { project } from "../geometry/camera";
import { convexHull } from "../geometry/hull";
import { bounds } from "../geometry/point";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { linear } from "../svg/paint";
import { polygon } from "../svg/shapes";

/** Samples per circle: smooth rims at full size. */
const CIRCLE_STEPS = 48;

/** A horizontal circle in the room, as 3D points. */
export const circle3 = (centre: Vec3, r: number): Vec3[] =>
  Array.from({ length: CIRCLE_STEPS }, (_, i) => {
    const a = (i / CIRCLE_STEPS) * Math.PI * 2;
    return [centre[0] + r * Math.cos(a), centre[1], centre[2] + r * Math.sin(a)] as Vec3;
  });

export type FrustumStyle = {
  color: Hex;
  /** Colour of the visible end cap (top when seen from above, bottom from below); none for open shades. */
  cap?: Hex;
  /** Brightness across the body, left to right: round things catch the key light on their left. */
  profile?: readonly number[];
};

const ROUND_PROFILE = [0.78, 1.08, 1.0, 0.85, 0.68];

/** A vertical cylinder or cone frustum (pots, lamp shades, table legs), outline from the hull of its rims. */
export function drawFrustum(c: Canvas, base: Vec3, rBottom: number, rTop: number, height: number, s: FrustumStyle): string {
  const top: Vec3 = [base[0], base[1] + height, base[2]];
  const bottomRim = circle3(base, rBottom).map((p) => project(c.cam, p));
  const topRim = circle3(top, rTop).map((p) => project(c.cam, p));
  const hull = convexHull([...bottomRim, ...topRim]);
  const b = bounds(hull);
  const profile = s.profile ?? ROUND_PROFILE;
  const fill = linear(
    c,
    [b.minX, 0],
    [b.maxX, 0],
    profile.map((k, i) => [i / (profile.length - 1), shade(s.color, k)] as const),
  );
  let out = polygon(hull, { fill });
  if (s.cap) {
    const seeTop = c.cam.eye[1] > top[1];
    const seeBottom = c.cam.eye[1] < base[1];
    if (seeTop) out += polygon(topRim, { fill: s.cap });
    if (seeBottom) out += polygon(bottomRim, { fill: s.cap });
  }
  return out;
}
