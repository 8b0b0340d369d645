import type { Camera } from "../geometry/camera";

/** How a shot is framed, in terms a photographer would set up. */
export type Shot = {
  width: number;
  height: number;
  /** Camera to back wall, in metres: sets how strongly the floor converges. */
  distance: number;
  /** Pixels per metre on the back wall: sets how big the frame is. */
  wallScale: number;
  eyeHeight: number;
  /** Where the back wall meets the floor, as a share of the image height from the top. */
  floorLine: number;
  /** Camera position across the room. */
  x: number;
  /** Back wall position. */
  back: number;
  yaw?: number;
};

/** A level camera with a shifted principal point, so the wall/floor split lands where the shot wants it. */
export function composeCamera(s: Shot): Camera {
  return {
    eye: [s.x, s.eyeHeight, s.back - s.distance],
    yaw: s.yaw ?? 0,
    focal: s.wallScale * s.distance,
    cx: s.width / 2,
    cy: s.floorLine * s.height - s.wallScale * s.eyeHeight,
    width: s.width,
    height: s.height,
  };
}
