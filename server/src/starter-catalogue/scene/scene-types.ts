import type { FrameSpec } from "../frame/frame-model";
import type { Camera } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";

export type FloorStyle =
  | { kind: "planks"; color: Hex; plankWidth: number }
  | { kind: "tiles"; color: Hex; grout: Hex; tile: number }
  | { kind: "concrete"; color: Hex };

/** The box of the room in metres: walls at x = left/right and z = back, floor at y = 0. */
export type RoomShell = {
  left: number;
  right: number;
  back: number;
  /** Where floor and side walls start, behind the camera. */
  near: number;
  height: number;
  wall: Hex;
  floor: FloorStyle;
  skirting: Hex;
  skirtingHeight: number;
};

/** Something drawn in the room: gets the canvas, returns SVG. */
export type Drawer = (c: Canvas) => string;

/** Everything needed to paint one scene. */
export type Scene = {
  cam: Camera;
  shell: RoomShell;
  frames: FrameSpec[];
  /** Drawn on the floor before anything stands on it (rugs). */
  floorDecor: Drawer[];
  /** Drawn before the frames (things a leaning frame stands in front of). */
  behind: Drawer[];
  /** Drawn right after the frames: art shown inside them (the homepage picture only). */
  art?: Drawer[];
  /** Drawn after the frames (furniture in front of the wall). */
  front: Drawer[];
  /** Sunlight patch on the back wall, if the room has a sunny window. */
  sun?: { x: number; y: number; width: number; height: number; skew: number };
  seed: number;
  /** Direction toward the key light, when not the default upper left. */
  light?: Vec3;
};
