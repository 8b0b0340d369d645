import type { Vec3 } from "../geometry/vec3";
import type { FrameSpec } from "./frame-model";
import { framePoint } from "./frame-model";

export type Side = "top" | "right" | "bottom" | "left";
export const SIDES: readonly Side[] = ["top", "right", "bottom", "left"];

/**
 * One mitred side of a rectangular ring, as a local-coordinates function: u runs along the side
 * (0..1), d across it from the outer edge (0) to the inner edge (1). Mitres fall out of the lerp.
 */
export function ringSide(
  f: FrameSpec,
  side: Side,
  outer: { w: number; h: number },
  inner: { w: number; h: number },
  n: number,
): (u: number, d: number) => Vec3 {
  return (u, d) => {
    const hw = outer.w + (inner.w - outer.w) * d;
    const hh = outer.h + (inner.h - outer.h) * d;
    const a = -1 + 2 * u;
    switch (side) {
      case "top":
        return framePoint(f, a * hw, -hh, n);
      case "bottom":
        return framePoint(f, -a * hw, hh, n);
      case "left":
        return framePoint(f, -hw, -a * hh, n);
      case "right":
        return framePoint(f, hw, a * hh, n);
    }
  };
}

/** The side's four corners: outer start, outer end, inner end, inner start. */
export const sideCorners = (at: (u: number, d: number) => Vec3): Vec3[] => [at(0, 0), at(1, 0), at(1, 1), at(0, 1)];

/** Key light from the upper left: the top and left sides catch it, bottom and right fall off. */
export const SIDE_LIGHT: Record<Side, number> = { top: 1.1, left: 1.03, right: 0.86, bottom: 0.78 };
