import type { AdjustmentLayer, CurvesAdjustmentChannel, LevelsAdjustmentChannel } from "ag-psd";
import { ImageError } from "../core";
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

/**
 * An adjustment layer as the renderer applies it, or a refusal naming it: Levels, Curves,
 * Invert, Posterize, Threshold and Exposure, measured against Photoshop's composites (psd-tools'
 * test files). Everything else is refused by name.
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
    default:
      throw refuse(name, title(adjustment.type));
  }
}
