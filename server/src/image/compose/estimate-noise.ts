import type { RawImage } from "../core";

/**
 * Immerkær's noise operator (a 3 × 3 second difference that cancels flat areas and ramps):
 * for white noise of σ its output has σ·6, and the median of |output| is 0.6745 of that.
 */
const SPREAD = 6 * 0.6745;
/** Clipped pixels carry no noise (a blown highlight, a crushed shadow): they are left out. */
const CLIPPED = [4, 251] as const;

/** A rectangle [x0, x1) × [y0, y1) of an image. */
export type Area = { x0: number; y0: number; x1: number; y1: number };

/**
 * Per-channel noise σ (levels of 255) of the pixels `counts(x, y)` selects in an RGB(A) image,
 * (within `area`, when given), from the median absolute response of Immerkær's operator: it
 * ignores a few edges; `measureGrain` keeps texture out by choosing the calmest blocks.
 * [0, 0, 0] when nothing counts.
 */
export function estimateNoise(image: RawImage, counts: (x: number, y: number) => boolean, area?: Area): [number, number, number] {
  const { data, width, height, channels: ch } = image;
  // |response| ≤ 16 × 255: a histogram per channel gives the median without sorting.
  const responses = [0, 1, 2].map(() => new Uint32Array(16 * 255 + 1));
  const row = width * ch;
  const { x0 = 1, y0 = 1, x1 = width - 1, y1 = height - 1 } = area ?? {};
  for (let y = Math.max(1, y0); y < Math.min(height - 1, y1); y++) {
    for (let x = Math.max(1, x0); x < Math.min(width - 1, x1); x++) {
      const o = (y * width + x) * ch;
      if ((ch === 4 && data[o + 3] !== 255) || !counts(x, y)) continue;
      for (let c = 0; c < 3; c++) {
        const i = o + c;
        const v = data[i]!;
        if (v < CLIPPED[0] || v > CLIPPED[1]) continue;
        const sides = data[i - ch]! + data[i + ch]! + data[i - row]! + data[i + row]!;
        const corners = data[i - row - ch]! + data[i - row + ch]! + data[i + row - ch]! + data[i + row + ch]!;
        responses[c]![Math.abs(4 * v - 2 * sides + corners)]!++;
      }
    }
  }
  return responses.map((r) => medianOf(r) / SPREAD) as [number, number, number];
}

/** The median of the values a histogram counts (0 for fewer than 16 values: no estimate). */
function medianOf(histogram: Uint32Array): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total < 16) return 0;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v]!;
    if (seen * 2 >= total) return v;
  }
  return 0;
}
