import type { Point } from "../core";

/**
 * Where a room's window goes when nothing was found: centred, in the upper middle of the photo
 * (where art hangs on a wall), 40 % of its width and height, for the person to drag into place.
 */
export function fallbackQuad(width: number, height: number): Point[] {
  const x0 = width * 0.3;
  const x1 = width * 0.7;
  const y0 = height * 0.15;
  const y1 = height * 0.55;
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}
