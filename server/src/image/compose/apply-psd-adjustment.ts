import type { PsdAdjustment } from "../decode";
import { maskAt, type PsdCanvas } from "./psd-canvas";

/** A table (256 entries, 0–1) read at `v` (0–1), between entries linearly. */
function lookUp(table: number[], v: number): number {
  const x = Math.min(255, Math.max(0, v * 255));
  const i = Math.floor(x);
  const f = x - i;
  return f > 0 ? table[i]! + (table[i + 1]! - table[i]!) * f : table[i]!;
}

/** One straight colour through the adjustment, in place. */
function adjust(adjustment: PsdAdjustment, c: Float64Array): void {
  if (adjustment.kind === "tables") {
    for (let k = 0; k < 3; k++) c[k] = lookUp(adjustment.tables[k]!, c[k]!);
    return;
  }
  const lum = 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
  c.fill(lum >= adjustment.level - 1e-6 ? 1 : 0);
}

/**
 * The canvas an adjustment layer blends: `target`'s colours adjusted, its coverage the layer's
 * opacity and mask (the backdrop's own coverage is kept by blending with it locked).
 */
export function adjustedCanvas(target: PsdCanvas, adjustment: PsdAdjustment, alpha: number, mask: Parameters<typeof maskAt>[0] | undefined): PsdCanvas {
  const { left, top, width, height } = target;
  const t = target.data;
  const out = new Float32Array(t.length);
  const c = new Float64Array(3);
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      const ab = t[o + 3]!;
      const k = alpha * (mask ? maskAt(mask, left + x, top + y) / 255 : 1);
      if (ab <= 0 || k <= 0) continue;
      for (let i = 0; i < 3; i++) c[i] = t[o + i]! / ab;
      adjust(adjustment, c);
      out[o] = c[0]! * k;
      out[o + 1] = c[1]! * k;
      out[o + 2] = c[2]! * k;
      out[o + 3] = k;
    }
  }
  return { left, top, width, height, data: out };
}
