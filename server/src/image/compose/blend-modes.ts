import type { PsdBlendMode } from "../decode";

/** A separable blend: the colour of one channel from the backdrop's (`b`) and the layer's (`s`), both 0–1. */
export type BlendFunction = (b: number, s: number) => number;

const multiply: BlendFunction = (b, s) => b * s;
const screen: BlendFunction = (b, s) => b + s - b * s;
const hardLight: BlendFunction = (b, s) => (s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1));

/**
 * The W3C Compositing and Blending formulas, except soft light, which is Photoshop's: above
 * mid-grey it lightens towards √b where the W3C's cubic D(b) differs (the darker half agrees).
 * Colour dodge and burn as Photoshop: a black backdrop stays black under dodge whatever the
 * layer, a white one white under burn.
 */
export const BLEND_FUNCTIONS: Record<PsdBlendMode, BlendFunction> = {
  normal: (_b, s) => s,
  multiply,
  screen,
  overlay: (b, s) => hardLight(s, b),
  "hard light": hardLight,
  "soft light": (b, s) => (s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (Math.sqrt(b) - b)),
  darken: (b, s) => Math.min(b, s),
  lighten: (b, s) => Math.max(b, s),
  "linear burn": (b, s) => Math.max(0, b + s - 1),
  "linear dodge": (b, s) => Math.min(1, b + s),
  "color burn": (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s)),
  "color dodge": (b, s) => (b <= 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s))),
};
