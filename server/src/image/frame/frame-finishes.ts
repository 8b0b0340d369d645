import type { FrameStyle, MatStyle } from "../../../../shared/render-options";

export type Rgb = readonly [number, number, number];

/** How a moulding's surface answers light: its colour, its gloss, and whether it is wood. */
export type FrameFinish = {
  base: Rgb;
  /** Colour of the highlight: white for paint, the metal's own tint for gold and silver. */
  highlight: Rgb;
  /** Strength and tightness of the highlight (Blinn–Phong exponent). */
  gloss: number;
  shininess: number;
  /** Grain contrast (0: painted or metal). */
  grain: number;
};

export const FRAME_FINISHES: Record<Exclude<FrameStyle, "none">, FrameFinish> = {
  black: { base: [30, 29, 31], highlight: [255, 255, 255], gloss: 0.35, shininess: 28, grain: 0 },
  white: { base: [234, 232, 226], highlight: [255, 255, 255], gloss: 0.18, shininess: 20, grain: 0 },
  oak: { base: [178, 136, 88], highlight: [255, 240, 215], gloss: 0.12, shininess: 14, grain: 0.16 },
  walnut: { base: [92, 60, 40], highlight: [255, 228, 200], gloss: 0.16, shininess: 18, grain: 0.2 },
  natural: { base: [212, 186, 146], highlight: [255, 246, 228], gloss: 0.1, shininess: 12, grain: 0.12 },
  gold: { base: [198, 154, 60], highlight: [255, 226, 140], gloss: 0.75, shininess: 22, grain: 0 },
  silver: { base: [180, 182, 186], highlight: [250, 252, 255], gloss: 0.7, shininess: 24, grain: 0 },
};

/** Mat board face and the core its bevel cut shows (white-core board; black mats have a black core). */
export const MAT_FINISHES: Record<Exclude<MatStyle, "none">, { face: Rgb; core: Rgb }> = {
  white: { face: [246, 245, 241], core: [250, 249, 246] },
  ivory: { face: [238, 230, 212], core: [248, 244, 234] },
  black: { face: [26, 26, 27], core: [40, 40, 41] },
};

/** Light from the upper left, a little in front: gallery lighting as every mockup photo has it. */
const l = [-0.45, -0.62, 0.64];
const n = Math.hypot(l[0]!, l[1]!, l[2]!);
export const LIGHT = [l[0]! / n, l[1]! / n, l[2]! / n] as const;
