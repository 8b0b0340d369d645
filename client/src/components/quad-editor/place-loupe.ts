import type { Point } from "@shared/template-window";

type Size = { width: number; height: number };

/** Kept this far inside the frame's edge, so the loupe's ring never touches the photo's border. */
const INSET = 4;

/**
 * Where the loupe (a `size` circle) goes for a pointer at `pointer` in a frame of `frame`
 * pixels: above the fingertip, `gap` pixels clear of it; when there is no room above (a corner
 * near the photo's top), beside it on the side with more room, so the hand (which comes from
 * below) never covers it. Always inside the frame (by INSET) where the frame is big enough;
 * returns its top-left corner.
 */
export function placeLoupe(pointer: Point, frame: Size, size: number, gap: number): Point {
  const [px, py] = pointer;
  const fitX = (x: number) => Math.max(INSET, Math.min(frame.width - size - INSET, x));
  const fitY = (y: number) => Math.max(INSET, Math.min(frame.height - size - INSET, y));
  const above = py - gap - size;
  if (above >= INSET) return [fitX(px - size / 2), above];
  const left = px - gap - size;
  const right = px + gap;
  const roomLeft = left >= INSET;
  const roomRight = right + size <= frame.width - INSET;
  // Beside the pointer when a side has room, the roomier side when both do.
  if (roomLeft || roomRight) {
    const x = roomLeft && (!roomRight || px > frame.width / 2) ? left : right;
    return [x, fitY(py - size / 2)];
  }
  // A frame too narrow for either side: below the pointer.
  return [fitX(px - size / 2), fitY(py + gap)];
}
