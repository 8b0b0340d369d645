import type { PsdAdjustment } from "../decode";
import { adjustPsdColour } from "./adjust-psd-colour";
import { maskAt, type PsdCanvas } from "./psd-canvas";

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
      adjustPsdColour(adjustment, c);
      out[o] = c[0]! * k;
      out[o + 1] = c[1]! * k;
      out[o + 2] = c[2]! * k;
      out[o + 3] = k;
    }
  }
  return { left, top, width, height, data: out };
}
