import type { PsdAdjustment } from "../decode";

/** A table (256 entries, 0–1) read at `v` (0–1), between entries linearly. */
function lookUp(table: number[], v: number): number {
  const x = Math.min(255, Math.max(0, v * 255));
  const i = Math.floor(x);
  const f = x - i;
  return f > 0 ? table[i]! + (table[i + 1]! - table[i]!) * f : table[i]!;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** Rec. 601 luma, what Threshold, Gradient Map and Black & White's neutral grey read. */
const luma = (c: ArrayLike<number>) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;

/** Straight RGB (0–1) to HSL (hue 0–1), in `out`. */
function toHsl(c: ArrayLike<number>, out: Float64Array): void {
  const max = Math.max(c[0]!, c[1]!, c[2]!);
  const min = Math.min(c[0]!, c[1]!, c[2]!);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === c[0]) h = ((c[1]! - c[2]!) / d + 6) % 6;
    else if (max === c[1]) h = (c[2]! - c[0]!) / d + 2;
    else h = (c[0]! - c[1]!) / d + 4;
  }
  out[0] = h / 6;
  out[1] = d > 0 ? d / (1 - Math.abs(2 * l - 1)) : 0;
  out[2] = l;
}

/** HSL (hue 0–1, any turn) back to RGB, in `out`. */
function fromHsl(h: number, s: number, l: number, out: Float64Array): void {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const hue = (((h % 1) + 1) % 1) * 6;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(hue) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector]!;
  out[0] = r! + m;
  out[1] = g! + m;
  out[2] = b! + m;
}

/** Photoshop's lightness slider: towards white above 0, towards black below. */
const lighten = (v: number, lightness: number) => (lightness > 0 ? v * (1 - lightness) + lightness : v * (1 + lightness));

/** Photoshop's saturation slider on an HSL saturation: stretched above 0 (full at +100), scaled below. */
const saturate = (s: number, saturation: number) => clamp(saturation > 0 ? s / Math.max(1e-2, 1 - saturation + 1e-2) : s * (1 + saturation));

const hsl = new Float64Array(3);

/** The colour with the luminosity (0.3/0.59/0.11) of `l`, clipped into range as the W3C SetLum does. */
function keepLuminosity(c: Float64Array, l: number): void {
  const d = l - (0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!);
  for (let k = 0; k < 3; k++) c[k] = c[k]! + d;
  const lum = 0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!;
  const min = Math.min(c[0]!, c[1]!, c[2]!);
  const max = Math.max(c[0]!, c[1]!, c[2]!);
  for (let k = 0; k < 3; k++) {
    if (min < 0) c[k] = lum + ((c[k]! - lum) * lum) / (lum - min);
    if (max > 1) c[k] = lum + ((c[k]! - lum) * (1 - lum)) / (max - lum);
  }
}

/** Color Balance on one channel: the tonal range's shifts weighted by the pixel's lightness (GIMP's masks, which follow Photoshop's). */
function balance(v: number, lightness: number, shadows: number, midtones: number, highlights: number): number {
  const a = 0.25;
  const b = 0.333;
  const scale = 0.7;
  const s = shadows * clamp((lightness - b) / -a + 0.5) * scale;
  const m = midtones * clamp((lightness - b) / a + 0.5) * clamp((lightness + b - 1) / -a + 0.5) * scale;
  const h = highlights * clamp((lightness + b - 1) / a + 0.5) * scale;
  return clamp(v + s + m + h);
}

/**
 * One straight colour (0–1) through an adjustment layer, in place, as Photoshop computes it.
 */
export function adjustPsdColour(adjustment: PsdAdjustment, c: Float64Array): void {
  switch (adjustment.kind) {
    case "tables":
      for (let k = 0; k < 3; k++) c[k] = lookUp(adjustment.tables[k]!, c[k]!);
      return;
    case "threshold":
      c.fill(luma(c) >= adjustment.level - 1e-6 ? 1 : 0);
      return;
    case "gradient-map": {
      const l = luma(c);
      for (let k = 0; k < 3; k++) c[k] = lookUp(adjustment.tables[k]!, l);
      return;
    }
    case "hue-saturation": {
      const { colorize } = adjustment;
      if (colorize) {
        toHsl(c, hsl);
        fromHsl(colorize.hue / 360, colorize.saturation, lighten(hsl[2]!, colorize.lightness), c);
        return;
      }
      for (let k = 0; k < 3; k++) c[k] = lighten(c[k]!, adjustment.lightness);
      toHsl(c, hsl);
      fromHsl(hsl[0]! + adjustment.hue / 360, saturate(hsl[1]!, adjustment.saturation), hsl[2]!, c);
      return;
    }
    case "mixer": {
      const [r, g, b] = [c[0]!, c[1]!, c[2]!];
      for (let k = 0; k < 3; k++) {
        const row = adjustment.rows[k]!;
        c[k] = clamp(row[0] * r + row[1] * g + row[2] * b + adjustment.constants[k]!);
      }
      return;
    }
    case "black-white": {
      // The colour as white + a secondary (two channels) + a primary (one channel): grey weighs each.
      const w = adjustment.weights;
      const [r, g, b] = [c[0]!, c[1]!, c[2]!];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const mid = r + g + b - max - min;
      const primary = max === r ? w.reds : max === g ? w.greens : w.blues;
      const low = min === b && max !== b ? "b" : min === r && max !== r ? "r" : "g";
      const secondary = low === "b" ? w.yellows : low === "r" ? w.cyans : w.magentas;
      c.fill(clamp(min + (mid - min) * secondary + (max - mid) * primary));
      return;
    }
    case "color-balance": {
      toHsl(c, hsl);
      const l = hsl[2]!;
      const before = 0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!;
      for (let k = 0; k < 3; k++) c[k] = balance(c[k]!, l, adjustment.shadows[k]!, adjustment.midtones[k]!, adjustment.highlights[k]!);
      if (adjustment.preserveLuminosity) {
        // GIMP keeps the HSL lightness; Photoshop the luminosity.
        keepLuminosity(c, before);
      }
      return;
    }
    case "vibrance": {
      // Vibrance raises low saturations most, lowers high ones most; then saturation for all.
      const max = Math.max(c[0]!, c[1]!, c[2]!);
      const min = Math.min(c[0]!, c[1]!, c[2]!);
      const grey = luma(c);
      const v = adjustment.vibrance;
      const k = 1 + v * (v > 0 ? 1 - (max - min) : max - min);
      for (let i = 0; i < 3; i++) c[i] = clamp(grey + (c[i]! - grey) * k);
      toHsl(c, hsl);
      fromHsl(hsl[0]!, saturate(hsl[1]!, adjustment.saturation), hsl[2]!, c);
      return;
    }
    case "photo-filter": {
      const before = 0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!;
      const d = adjustment.density;
      for (let k = 0; k < 3; k++) c[k] = c[k]! * (1 - d) + c[k]! * adjustment.color[k]! * d;
      if (adjustment.preserveLuminosity) keepLuminosity(c, before);
      return;
    }
  }
}
