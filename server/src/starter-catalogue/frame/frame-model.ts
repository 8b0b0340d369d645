import type { Vec3 } from "../geometry/vec3";
import { add, cross, onPlane, scale } from "../geometry/vec3";
import type { FrameColor } from "./frame-finishes";

/** A picture frame mounted on a surface (a wall, or the plane it leans in), in metres. */
export type FrameSpec = {
  /** Window centre, on the mounting surface. */
  centre: Vec3;
  /** Unit direction of the frame's width, left to right as seen from the front. */
  right: Vec3;
  /** Unit direction of the frame's height, top to bottom. */
  down: Vec3;
  windowWidth: number;
  windowHeight: number;
  /** Passe-partout border around the window. */
  mat: number;
  /** Width of the moulding's front face. */
  moulding: number;
  /** How far the front face stands off the surface. */
  depth: number;
  color: FrameColor;
  /** Set for a frame leaning against the wall at z = wallZ, its foot on a surface at height standY. */
  lean?: { wallZ: number; standY: number };
};

/** The mat sits this far behind the moulding's front face: the rebate that casts the mat's inner shadow. */
export const MAT_RECESS = 0.008;

export const frameNormal = (f: FrameSpec): Vec3 => cross(f.right, f.down);

/** A point in frame coordinates: s right and t down from the window centre, n out from the surface. */
export const framePoint = (f: FrameSpec, s: number, t: number, n: number): Vec3 =>
  add(onPlane(f.centre, f.right, s, f.down, t), scale(frameNormal(f), n));

/** A rectangle centred on the window at height n: corners TL, TR, BR, BL. */
export function frameRect(f: FrameSpec, halfW: number, halfH: number, n: number): [Vec3, Vec3, Vec3, Vec3] {
  return [
    framePoint(f, -halfW, -halfH, n),
    framePoint(f, halfW, -halfH, n),
    framePoint(f, halfW, halfH, n),
    framePoint(f, -halfW, halfH, n),
  ];
}

export const windowCorners = (f: FrameSpec) => frameRect(f, f.windowWidth / 2, f.windowHeight / 2, f.depth - MAT_RECESS);
export const outerHalf = (f: FrameSpec) => ({
  w: f.windowWidth / 2 + f.mat + f.moulding,
  h: f.windowHeight / 2 + f.mat + f.moulding,
});
