import type { Orientation } from "../catalogue-types";

/** Output sizes: long edge 3000 px, so full-quality exports stay sharp on print-size screens. */
export const SHOT_SIZE: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 3000, height: 2000 },
  portrait: { width: 2400, height: 3000 },
};

/**
 * Window size in metres for a ratio, keeping the area of a `size` × `size` square: a wide and a
 * tall print then carry the same visual weight in the room.
 */
export function windowSize(ratio: readonly [number, number], size: number): { w: number; h: number } {
  const k = Math.sqrt(ratio[0] / ratio[1]);
  return { w: size * k, h: size / k };
}
