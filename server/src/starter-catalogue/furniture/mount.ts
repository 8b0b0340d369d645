import type { Vec3 } from "../geometry/vec3";

/**
 * Where a piece stands: against the back wall or a side wall. Pieces are drawn in wall terms —
 * s along the wall (to the right as you face it), y up, d out from the wall — so the same sofa
 * or cabinet works against any wall of the room.
 */
export type Mount = { wall: "back" | "left" | "right"; at: number; wallPos: number };

export const backWall = (x: number, wallZ: number): Mount => ({ wall: "back", at: x, wallPos: wallZ });

export function mountPoint(m: Mount, s: number, y: number, d: number): Vec3 {
  switch (m.wall) {
    case "back":
      return [m.at + s, y, m.wallPos - d];
    case "left":
      return [m.wallPos + d, y, m.at + s];
    case "right":
      return [m.wallPos - d, y, m.at - s];
  }
}

/** The axis-aligned box spanned by wall-terms ranges, as [min, max]. */
export function mountBox(m: Mount, s: readonly [number, number], y: readonly [number, number], d: readonly [number, number]): [Vec3, Vec3] {
  const a = mountPoint(m, s[0], y[0], d[0]);
  const b = mountPoint(m, s[1], y[1], d[1]);
  return [
    [Math.min(a[0], b[0]), y[0], Math.min(a[2], b[2])],
    [Math.max(a[0], b[0]), y[1], Math.max(a[2], b[2])],
  ];
}

/** The outward normal of the wall a piece stands against: its front faces this way. */
export const mountFront = (m: Mount): Vec3 => (m.wall === "back" ? [0, 0, -1] : m.wall === "left" ? [1, 0, 0] : [-1, 0, 0]);
