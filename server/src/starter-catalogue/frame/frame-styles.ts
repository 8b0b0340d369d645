import type { FrameColor } from "./frame-finishes";

/** Moulding face width and depth in metres: slim modern profiles, a chunkier wood, a wider gilded one. */
export const MOULDING: Record<FrameColor, { width: number; depth: number }> = {
  Black: { width: 0.024, depth: 0.03 },
  White: { width: 0.026, depth: 0.03 },
  Oak: { width: 0.032, depth: 0.032 },
  Walnut: { width: 0.034, depth: 0.034 },
  Gold: { width: 0.05, depth: 0.04 },
  Natural: { width: 0.028, depth: 0.03 },
  Silver: { width: 0.03, depth: 0.03 },
};

/** Mat border as a share of the window's longer side: gallery mats run 10–20 %. */
export const MAT_SHARE = 0.13;
