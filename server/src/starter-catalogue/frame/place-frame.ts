import type { Vec3 } from "../geometry/vec3";
import type { FrameColor } from "./frame-finishes";
import type { FrameSpec } from "./frame-model";
import { MAT_SHARE, MOULDING } from "./frame-styles";

/** The window (the art's visible size) in metres, and the frame's finish. */
export type FrameLook = { windowWidth: number; windowHeight: number; color: FrameColor; matShare?: number };

function spec(look: FrameLook, centre: Vec3, right: Vec3, down: Vec3): FrameSpec {
  const m = MOULDING[look.color];
  return {
    centre,
    right,
    down,
    windowWidth: look.windowWidth,
    windowHeight: look.windowHeight,
    mat: Math.max(look.windowWidth, look.windowHeight) * (look.matShare ?? MAT_SHARE),
    moulding: m.width,
    depth: m.depth,
    color: look.color,
  };
}

/** Full outer size of a framed window, metres. */
export function outerSize(look: FrameLook): { w: number; h: number } {
  const m = MOULDING[look.color];
  const border = 2 * (Math.max(look.windowWidth, look.windowHeight) * (look.matShare ?? MAT_SHARE) + m.width);
  return { w: look.windowWidth + border, h: look.windowHeight + border };
}

/** Hung flat on the back wall (z = wallZ), centred at (x, y). */
export const onBackWall = (look: FrameLook, x: number, y: number, wallZ: number): FrameSpec =>
  spec(look, [x, y, wallZ], [1, 0, 0], [0, -1, 0]);

/** Hung on the left side wall (x = wallX), its centre `z` deep into the room. */
export const onLeftWall = (look: FrameLook, wallX: number, y: number, z: number): FrameSpec =>
  spec(look, [wallX, y, z], [0, 0, 1], [0, -1, 0]);

/**
 * Leaning against the back wall, its bottom edge standing on a surface at height `standY`, tilted
 * back by `tilt` radians. Returns the frame with its plane through the frame's back.
 */
export function leaning(look: FrameLook, x: number, standY: number, wallZ: number, tilt: number): FrameSpec {
  const { h } = outerSize(look);
  const down: Vec3 = [0, -Math.cos(tilt), -Math.sin(tilt)];
  // The top edge touches the wall; the window centre is half the outer height down the slope.
  const top: Vec3 = [x, standY + h * Math.cos(tilt), wallZ];
  const centre: Vec3 = [x, top[1] + down[1] * (h / 2), top[2] + down[2] * (h / 2)];
  return { ...spec(look, centre, [1, 0, 0], down), lean: { wallZ, standY } };
}
