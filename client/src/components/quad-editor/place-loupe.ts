import type { Point } from "@shared/template-window";

type Size = { width: number; height: number };

/** Kept this far inside the frame's edge, so the loupe's ring never touches the photo's border. */
const INSET = 4;

/**
 * Where the loupe (a `size` circle) goes for a pointer at `pointer` in a frame of `frame`
 * pixels: above the fingertip, `gap` pixels clear of it; when there is no room above (a corner
 * near the photo's top), beside it on the roomier side. Below only as a last resort, since the
 * hand comes from below. Kept INSET inside the frame where the frame is big enough; returns the
 * loupe's top-left corner.
 */
export function placeLoupe(pointer: Point, frame: Size, size: number, gap: number): Point {
  const [px, py] = pointer;
  const fitX = (x: number) => Math.max(INSET, Math.min(frame.width - size - INSET, x));
  const fitY = (y: number) => Math.max(INSET, Math.min(frame.height - size - INSET, y));
  const above = py - gap - size;
  if (above >= INSET) return [fitX(px - size / 2), above];
  // Beside the pointer, on the roomier side, pulled in to fit: still clear of a fingertip by half the gap.
  const toLeft = px > frame.width / 2;
  const x = fitX(toLeft ? px - gap - size : px + gap);
  const clearance = toLeft ? px - (x + size) : x - px;
  if (clearance >= gap / 2) return [x, fitY(py - size / 2)];
  // A frame too narrow for either side: below the pointer.
  return [fitX(px - size / 2), fitY(py + gap)];
}
