import type { CatalogueEntry } from "../catalogue-types";
import type { FrameSpec } from "../frame/frame-model";
import type { Camera } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { RoomKit } from "./room-kit";
import type { RoomShell, Scene } from "./scene-types";
import { SHOT_SIZE } from "./shot-sizes";

/** Side-wall shots: a narrower room, so the back wall and the side wall both read. */
const SIDE_ROOM_HALF_WIDTH = 1.7;
/** Camera: this far from the back wall, this far in from the right wall, at this height. */
const EYE = { distance: 4.6, fromRight: 0.5, height: 1.3 };
/** Light from a window behind the camera's right shoulder, so the side wall with the art is lit. */
const SIDE_LIGHT: Vec3 = [0.5, 0.65, -0.6];
/** The window's height as a share of the image height. */
const WINDOW_SHARE = 0.3;
/** Where the frame's centre lands: share of width from the left, and of height from the top. */
const FRAME_AT = { u: 0.3, v: 0.37 };

function sideCamera(e: CatalogueEntry, shell: RoomShell, f: FrameSpec): Camera {
  const size = SHOT_SIZE[e.orientation];
  const eye: Vec3 = [shell.right - EYE.fromRight, EYE.height, shell.back - EYE.distance];
  const dx = f.centre[0] - eye[0];
  const dz = f.centre[2] - eye[2];
  const bearing = Math.atan2(dx, dz);
  let yaw = bearing;
  let focal = size.height;
  let depth = Math.hypot(dx, dz);
  // Focal length depends on the frame's depth, which depends on the yaw: two rounds settle it.
  for (let i = 0; i < 3; i++) {
    focal = (WINDOW_SHARE * size.height * depth) / f.windowHeight;
    yaw = bearing - Math.atan(((FRAME_AT.u - 0.5) * size.width) / focal);
    depth = dx * Math.sin(yaw) + dz * Math.cos(yaw);
  }
  return {
    eye,
    yaw,
    focal,
    cx: size.width / 2,
    cy: FRAME_AT.v * size.height + (focal * (f.centre[1] - eye[1])) / depth,
    ...size,
  };
}

/** A frame on the left wall, seen at an angle from across the room: a real perspective quad. */
export function sideWallScene(e: CatalogueEntry, kit: RoomKit, base: RoomShell, frames: FrameSpec[], seed: number): Scene {
  const shell: RoomShell = { ...base, left: -SIDE_ROOM_HALF_WIDTH, right: SIDE_ROOM_HALF_WIDTH };
  const moved = frames.map((f) => ({ ...f, centre: [shell.left, f.centre[1], f.centre[2]] as const }));
  const f = moved[0];
  if (!f) throw new Error("side-wall layout needs a frame");
  const side = { wall: "left", at: f.centre[2], wallPos: shell.left } as const;
  const b = shell.back;
  return {
    cam: sideCamera(e, shell, f),
    shell,
    frames: moved,
    floorDecor: [],
    behind: [(c) => kit.sidePiece.draw(c, side)],
    front: [(c) => kit.beside(c, 1, shell.left + 0.35, b)],
    sun: kit.sunny ? { x: 0.2, y: 0.5, width: 0.9, height: 1.5, skew: 0.45 } : undefined,
    seed,
    light: SIDE_LIGHT,
  };
}
