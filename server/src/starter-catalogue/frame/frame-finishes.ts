import type { Hex } from "../svg/color";

export const FRAME_COLORS = ["Black", "White", "Oak", "Walnut", "Gold", "Natural", "Silver"] as const;
export type FrameColor = (typeof FRAME_COLORS)[number];

/** How a moulding looks: a base tone, its crest highlight, the outer sides, and wood grain if any. */
export type Finish = {
  base: Hex;
  highlight: Hex;
  side: Hex;
  grain?: Hex;
  /** Metal finishes get banded highlights instead of a soft profile. */
  metallic?: boolean;
};

export const FINISHES: Record<FrameColor, Finish> = {
  Black: { base: "#1e1e20", highlight: "#4a4a4f", side: "#151516" },
  White: { base: "#f3f2ef", highlight: "#ffffff", side: "#dedcd6" },
  Oak: { base: "#c0925e", highlight: "#dcb483", side: "#a27645", grain: "#8c5e32" },
  Walnut: { base: "#5e3c27", highlight: "#845a3d", side: "#4a2e1d", grain: "#3a2215" },
  Gold: { base: "#b58c3c", highlight: "#f3d98c", side: "#8d6a27", metallic: true },
  Natural: { base: "#d8c09a", highlight: "#ecdcbe", side: "#bfa57c", grain: "#a88b60" },
  Silver: { base: "#9a9c9f", highlight: "#e8eaec", side: "#75777a", metallic: true },
};
