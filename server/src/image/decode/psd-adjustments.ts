import type { AdjustmentLayer, ChannelMixerChannel, Color, CurvesAdjustmentChannel, GradientMapAdjustment, HueSaturationAdjustment, LevelsAdjustmentChannel } from "ag-psd";
import { ImageError } from "../core";
import { brightnessContrast } from "./psd-brightness-contrast";
import type { PsdAdjustment } from "./psd-document";

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** Photoshop's own tables are 256 entries a channel: the adjustments rendered here are tables too. */
const table = (f: (v: number) => number) => Array.from({ length: 256 }, (_, i) => Math.min(1, Math.max(0, f(i / 255))));

const identity = (v: number) => v;

/** Levels on one channel: input black and white points, gamma (the midtone), output range. */
function levels(ch: LevelsAdjustmentChannel | undefined): (v: number) => number {
  if (!ch) return identity;
  const lo = ch.shadowInput / 255;
  const hi = ch.highlightInput / 255;
  const gamma = ch.midtoneInput || 1;
  return (v) => {
    const x = Math.min(1, Math.max(0, (v - lo) / Math.max(1e-6, hi - lo)));
    return (ch.shadowOutput + Math.pow(x, 1 / gamma) * (ch.highlightOutput - ch.shadowOutput)) / 255;
  };
}

/** A curve through its points: a natural cubic spline, flat past the first and last point (as Photoshop draws it). */
function curve(points: CurvesAdjustmentChannel | undefined): (v: number) => number {
  if (!points || points.length < 2) return identity;
  const xs = points.map((p) => p.input / 255);
  const ys = points.map((p) => p.output / 255);
  const n = xs.length;
  // Second derivatives of the natural spline (tridiagonal solve).
  const m = new Array<number>(n).fill(0);
  const u = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const sig = (xs[i]! - xs[i - 1]!) / (xs[i + 1]! - xs[i - 1]!);
    const p = sig * m[i - 1]! + 2;
    m[i] = (sig - 1) / p;
    const d = (ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!) - (ys[i]! - ys[i - 1]!) / (xs[i]! - xs[i - 1]!);
    u[i] = ((6 * d) / (xs[i + 1]! - xs[i - 1]!) - sig * u[i - 1]!) / p;
  }
  for (let i = n - 2; i >= 0; i--) m[i] = m[i]! * m[i + 1]! + u[i]!;
  return (v) => {
    if (v <= xs[0]!) return ys[0]!;
    if (v >= xs[n - 1]!) return ys[n - 1]!;
    let k = 1;
    while (xs[k]! < v) k++;
    const h = xs[k]! - xs[k - 1]!;
    const a = (xs[k]! - v) / h;
    const b = (v - xs[k - 1]!) / h;
    return a * ys[k - 1]! + b * ys[k]! + ((a * a * a - a) * m[k - 1]! + (b * b * b - b) * m[k]!) * (h * h) / 6;
  };
}

/** Per-channel tables: each channel's own, then the composite (RGB) one. */
function channels(own: [(v: number) => number, (v: number) => number, (v: number) => number], all: (v: number) => number): PsdAdjustment {
  return { kind: "tables", tables: own.map((f) => table((v) => all(f(v)))) as [number[], number[], number[]] };
}

const refuse = (name: string, what: string) =>
  new ImageError("psd_unsupported", `Layer “${name}” is a ${what} adjustment layer, which templates do not render yet: merge it into the layers below it or delete it, then save again`);

const refuseSetting = (name: string, what: string, fix: string) =>
  new ImageError("psd_unsupported", `Layer “${name}” is a ${what}, which templates do not render yet: ${fix}, then save again`);

/** Legacy Brightness/Contrast: brightness shifts every level, contrast stretches round the middle. */
function legacyBrightnessContrast(brightness: number, contrast: number): (v: number) => number {
  const c = contrast / 100;
  const slope = c >= 0 ? 1 / Math.max(1e-3, 1 - c) : 1 + c;
  return (v) => (v + brightness / 255 - 0.5) * slope + 0.5;
}

/** An RGB or Lab (D50, as Photoshop keeps it) colour as sRGB 0–1. */
function rgbOf(color: Color | undefined, name: string, what: string): [number, number, number] {
  if (color && "r" in color) return [color.r / 255, color.g / 255, color.b / 255];
  if (color && "l" in color && "a" in color) {
    // Lab → XYZ (D50) → Bradford to D65 → linear sRGB → sRGB.
    const fy = (color.l * 100 + 16) / 116;
    const fx = fy + (color.a * 127) / 500;
    const fz = fy - (color.b * 127) / 200;
    const f = (t: number) => (t > 6 / 29 ? t * t * t : 3 * (6 / 29) ** 2 * (t - 4 / 29));
    const [x, y, z] = [0.9642 * f(fx), f(fy), 0.8251 * f(fz)];
    const lin = [3.1339 * x - 1.6169 * y - 0.4906 * z, -0.9788 * x + 1.9161 * y + 0.0335 * z, 0.072 * x - 0.229 * y + 1.4052 * z];
    return lin.map((v) => Math.min(1, Math.max(0, v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055))) as [number, number, number];
  }
  throw new ImageError("psd_unsupported", `Layer “${name}” is a ${what} with a colour in a mode other than RGB or Lab: pick its colour again in RGB, then save again`);
}

/** Hue/Saturation: the master sliders or Colorize. ag-psd reads the first word of the block (the colorize flag) and Colorize's values into `master.a–d`. */
function hueSaturation(adjustment: HueSaturationAdjustment, name: string): PsdAdjustment {
  const m = adjustment.master ?? { a: 0, b: 0, c: 0, d: 0, hue: 0, saturation: 0, lightness: 0 };
  const ranges = ["reds", "yellows", "greens", "cyans", "blues", "magentas"] as const;
  const edited = ranges.find((r) => {
    const ch = adjustment[r];
    return ch && (ch.hue || ch.saturation || ch.lightness);
  });
  if (m.a !== 0) {
    return { kind: "hue-saturation", hue: 0, saturation: 0, lightness: 0, colorize: { hue: m.b, saturation: m.c / 100, lightness: m.d / 100 } };
  }
  if (edited) throw refuseSetting(name, `Hue/Saturation adjustment layer that edits one colour range (${title(edited)})`, "edit the Master range only, or merge the layer into the layers below it");
  return { kind: "hue-saturation", hue: m.hue, saturation: m.saturation / 100, lightness: m.lightness / 100 };
}

/** A Gradient Map's gradient as three 256-entry tables: its colour stops mixed linearly in RGB. */
function gradientMap(adjustment: GradientMapAdjustment, name: string): PsdAdjustment {
  const stops = adjustment.colorStops ?? [];
  if (adjustment.gradientType !== "solid" || stops.length === 0) throw refuseSetting(name, "Gradient Map with a noise gradient", "use a solid gradient");
  if ((adjustment.method ?? "classic") !== "classic" && adjustment.method !== "perceptual") throw refuseSetting(name, `Gradient Map interpolated “${adjustment.method}”`, "use the Classic method");
  if (stops.some((s) => Math.abs((s.midpoint ?? 0.5) - 0.5) > 1e-3)) throw refuseSetting(name, "Gradient Map with a colour midpoint moved off 50 %", "put its midpoints back at 50 % (or add a stop there)");
  const colors = stops.map((s) => ({ at: s.location, rgb: rgbOf(s.color, name, "Gradient Map") })).sort((a, b) => a.at - b.at);
  const at = (t: number): [number, number, number] => {
    const x = adjustment.reverse ? 1 - t : t;
    if (x <= colors[0]!.at) return colors[0]!.rgb;
    const k = colors.findIndex((s) => s.at >= x);
    if (k < 0) return colors[colors.length - 1]!.rgb;
    const a = colors[k - 1]!;
    const b = colors[k]!;
    const w = (x - a.at) / Math.max(1e-9, b.at - a.at);
    return [0, 1, 2].map((c) => a.rgb[c]! + (b.rgb[c]! - a.rgb[c]!) * w) as [number, number, number];
  };
  return { kind: "gradient-map", tables: [0, 1, 2].map((c) => table((v) => at(v)[c]!)) as [number[], number[], number[]] };
}

const mixerRow = (ch: ChannelMixerChannel | undefined, own: 0 | 1 | 2): [number, number, number] =>
  ch ? [ch.red / 100, ch.green / 100, ch.blue / 100] : ([0, 1, 2].map((k) => (k === own ? 1 : 0)) as [number, number, number]);

/**
 * An adjustment layer as the renderer applies it, or a refusal naming it: Levels, Curves,
 * Invert, Posterize, Threshold, Exposure, Brightness/Contrast (current and Legacy) and Hue/Saturation (master
 * or Colorize), measured against Photoshop's composites (psd-tools' test files); Channel Mixer,
 * Black & White, Color Balance, Vibrance, Photo Filter and Gradient Map by their formulas.
 * Everything else, and the settings above not rendered, refused by name.
 */
export function adjustmentOf(adjustment: AdjustmentLayer, name: string): PsdAdjustment {
  switch (adjustment.type) {
    case "invert":
      return channels([identity, identity, identity], (v) => 1 - v);
    case "posterize": {
      const n = Math.max(2, adjustment.levels ?? 4);
      return channels([identity, identity, identity], (v) => Math.floor((Math.round(v * 255) * n) / 256) / (n - 1));
    }
    case "threshold":
      return { kind: "threshold", level: (adjustment.level ?? 128) / 255 };
    case "levels":
      return channels([levels(adjustment.red), levels(adjustment.green), levels(adjustment.blue)], levels(adjustment.rgb));
    case "curves":
      return channels([curve(adjustment.red), curve(adjustment.green), curve(adjustment.blue)], curve(adjustment.rgb));
    case "exposure": {
      const { exposure = 0, offset = 0, gamma = 1 } = adjustment;
      // In linear light (sRGB decoded), as Photoshop's Exposure works.
      const toLinear = (v: number) => Math.pow(v, 2.2);
      const toSrgb = (v: number) => Math.pow(v, 1 / 2.2);
      return channels([identity, identity, identity], (v) => toSrgb(Math.pow(Math.max(0, toLinear(v) * Math.pow(2, exposure) + offset), 1 / gamma)));
    }
    case "brightness/contrast": {
      const { brightness = 0, contrast = 0 } = adjustment;
      return channels([identity, identity, identity], adjustment.useLegacy ? legacyBrightnessContrast(brightness, contrast) : brightnessContrast(brightness, contrast));
    }
    case "hue/saturation":
      return hueSaturation(adjustment, name);
    case "channel mixer": {
      if (adjustment.monochrome) {
        const row = mixerRow(adjustment.gray, 0);
        const k = (adjustment.gray?.constant ?? 0) / 100;
        return { kind: "mixer", rows: [row, row, row], constants: [k, k, k] };
      }
      const { red, green, blue } = adjustment;
      return { kind: "mixer", rows: [mixerRow(red, 0), mixerRow(green, 1), mixerRow(blue, 2)], constants: [(red?.constant ?? 0) / 100, (green?.constant ?? 0) / 100, (blue?.constant ?? 0) / 100] };
    }
    case "black & white": {
      if (adjustment.useTint) throw refuseSetting(name, "Black & White adjustment layer with Tint", "untick Tint (a Color Fill layer in Color mode above it tints the same), or merge the layer");
      const w = (v: number | undefined, d: number) => (v ?? d) / 100;
      const { reds, yellows, greens, cyans, blues, magentas } = adjustment;
      return { kind: "black-white", weights: { reds: w(reds, 40), yellows: w(yellows, 60), greens: w(greens, 40), cyans: w(cyans, 60), blues: w(blues, 20), magentas: w(magentas, 80) } };
    }
    case "color balance": {
      const v = (r: { cyanRed: number; magentaGreen: number; yellowBlue: number } | undefined): [number, number, number] => [(r?.cyanRed ?? 0) / 100, (r?.magentaGreen ?? 0) / 100, (r?.yellowBlue ?? 0) / 100];
      return { kind: "color-balance", shadows: v(adjustment.shadows), midtones: v(adjustment.midtones), highlights: v(adjustment.highlights), preserveLuminosity: adjustment.preserveLuminosity ?? true };
    }
    case "vibrance":
      return { kind: "vibrance", vibrance: (adjustment.vibrance ?? 0) / 100, saturation: (adjustment.saturation ?? 0) / 100 };
    case "photo filter":
      return { kind: "photo-filter", color: rgbOf(adjustment.color, name, "Photo Filter"), density: adjustment.density ?? 0.25, preserveLuminosity: adjustment.preserveLuminosity ?? true };
    case "gradient map":
      return gradientMap(adjustment, name);
    default:
      throw refuse(name, title(adjustment.type));
  }
}
