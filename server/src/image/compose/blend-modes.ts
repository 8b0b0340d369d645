import type { PsdBlendMode } from "../decode";

/** A separable blend: the colour of one channel from the backdrop's (`b`) and the layer's (`s`), both 0–1. */
export type BlendFunction = (b: number, s: number) => number;

/** Blends one pixel: the backdrop's colour `b`, the layer's `s` (RGB 0–1), the result into `out`. */
export type PixelBlend = (b: ArrayLike<number>, s: ArrayLike<number>, out: Float64Array) => void;

/** Photoshop's mid-grey for vivid and linear light: 128 of 255, not ½ (measured against its composites: ½ is 2/255 lighter). */
const HALF = 128 / 255;
const clamp = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const multiply: BlendFunction = (b, s) => b * s;
const screen: BlendFunction = (b, s) => b + s - b * s;
const hardLight: BlendFunction = (b, s) => (s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1));
const colorBurn: BlendFunction = (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s));
const colorDodge: BlendFunction = (b, s) => (b <= 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s)));

/** The modes computed channel by channel. */
export type SeparableMode = Exclude<PsdBlendMode, "hue" | "saturation" | "color" | "luminosity" | "darker color" | "lighter color">;

/**
 * The W3C Compositing and Blending formulas and the rest of Photoshop's separable modes. Soft
 * light is Photoshop's: above mid-grey it lightens towards √b where the W3C's cubic D(b) differs
 * (the darker half agrees). Colour dodge and burn as Photoshop: a black backdrop stays black
 * under dodge whatever the layer, a white one white under burn; vivid light is burn below
 * mid-grey and dodge above at twice the contrast, hard mix its threshold (b + s ≥ 1).
 */
export const BLEND_FUNCTIONS: Record<SeparableMode, BlendFunction> = {
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
  "color burn": colorBurn,
  "color dodge": colorDodge,
  // Its burn half divides by 2s on a scale of 256 (measured: 2s on 255's is 1–3/255 lighter).
  // Black and white layers give black and white whatever the backdrop (measured: no dodge's black, no burn's white).
  "vivid light": (b, s) => (s <= 0 ? 0 : s >= 1 ? 1 : s < HALF ? colorBurn(b, (2 * s * 255) / 256) : colorDodge(b, 2 * (s - HALF))),
  "linear light": (b, s) => clamp(b + 2 * (s - HALF)),
  "pin light": (b, s) => (s <= 0.5 ? Math.min(b, 2 * s) : Math.max(b, 2 * s - 1)),
  // 8-bit inputs: 128/255 + 127/255 must count as 1.
  "hard mix": (b, s) => (b + s >= 1 - 1e-6 ? 1 : 0),
  difference: (b, s) => Math.abs(b - s),
  exclusion: (b, s) => b + s - 2 * b * s,
  subtract: (b, s) => Math.max(0, b - s),
  divide: (b, s) => (b <= 0 ? 0 : s <= 0 ? 1 : Math.min(1, b / s)),
};

/** Luminosity as the non-separable modes measure it (the W3C's, from Photoshop's). */
const lum = (c: ArrayLike<number>) => 0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!;

/** `c` moved to luminosity `l`, then brought back inside 0–1 keeping its luminosity (W3C SetLum, ClipColor). */
function setLum(r: number, g: number, b: number, l: number, out: Float64Array): void {
  const d = l - (0.3 * r + 0.59 * g + 0.11 * b);
  r += d;
  g += d;
  b += d;
  const n = Math.min(r, g, b);
  const x = Math.max(r, g, b);
  const k = n < 0 ? l / (l - n) : x > 1 ? (1 - l) / (x - l) : 1;
  out[0] = l + (r - l) * k;
  out[1] = l + (g - l) * k;
  out[2] = l + (b - l) * k;
}

const sat = (c: ArrayLike<number>) => Math.max(c[0]!, c[1]!, c[2]!) - Math.min(c[0]!, c[1]!, c[2]!);

/** `c` with saturation `s`: its largest channel at `s`, its smallest at 0, the middle in proportion (W3C SetSat). */
function setSat(c: ArrayLike<number>, s: number, out: Float64Array): void {
  const n = Math.min(c[0]!, c[1]!, c[2]!);
  const range = Math.max(c[0]!, c[1]!, c[2]!) - n;
  for (let i = 0; i < 3; i++) out[i] = range > 0 ? ((c[i]! - n) * s) / range : 0;
}

const scratch = new Float64Array(3);

/** The non-separable modes: the whole colour at once. Darker and lighter colour keep whichever colour has the lower or higher luminosity. */
const NON_SEPARABLE: Record<Exclude<PsdBlendMode, SeparableMode>, PixelBlend> = {
  hue: (b, s, out) => {
    setSat(s, sat(b), scratch);
    setLum(scratch[0]!, scratch[1]!, scratch[2]!, lum(b), out);
  },
  saturation: (b, s, out) => {
    setSat(b, sat(s), scratch);
    setLum(scratch[0]!, scratch[1]!, scratch[2]!, lum(b), out);
  },
  color: (b, s, out) => setLum(s[0]!, s[1]!, s[2]!, lum(b), out),
  luminosity: (b, s, out) => setLum(b[0]!, b[1]!, b[2]!, lum(s), out),
  "darker color": (b, s, out) => {
    const c = lum(s) < lum(b) ? s : b;
    for (let i = 0; i < 3; i++) out[i] = c[i]!;
  },
  "lighter color": (b, s, out) => {
    const c = lum(s) > lum(b) ? s : b;
    for (let i = 0; i < 3; i++) out[i] = c[i]!;
  },
};

const separable = (f: BlendFunction): PixelBlend => (b, s, out) => {
  out[0] = f(b[0]!, s[0]!);
  out[1] = f(b[1]!, s[1]!);
  out[2] = f(b[2]!, s[2]!);
};

/** Every mode as a whole-pixel blend. */
export const PIXEL_BLENDS = Object.fromEntries([
  ...Object.entries(BLEND_FUNCTIONS).map(([mode, f]) => [mode, separable(f)]),
  ...Object.entries(NON_SEPARABLE),
]) as Record<PsdBlendMode, PixelBlend>;
