/**
 * Print and screen ratios people name, width x height; the first of equal ratios wins
 * (8x10 is 4x5, 16x10 is 8x5). Spec file names use the same 'WxH' form (4x3, 1x1, 16x9).
 */
const COMMON_RATIOS: [number, number][] = [
  [1, 1], [4, 5], [5, 4], [3, 4], [4, 3], [2, 3], [3, 2], [16, 9], [9, 16],
  [5, 7], [7, 5], [11, 14], [14, 11], [8, 5], [5, 8], [1, 2], [2, 1], [3, 1], [1, 3],
];

/** Within 2 % a measured window is that common ratio (cut-outs are a few pixels off on purpose or not). */
export const RATIO_TOLERANCE = 0.02;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A size as a ratio like '4x5': the nearest common print ratio within 2 %, otherwise the
 * reduced ratio of the rounded sides.
 */
export function describeAspectRatio(width: number, height: number): string {
  const ratio = width / height;
  let best: [number, number] | null = null;
  let bestError = Math.log1p(RATIO_TOLERANCE);
  for (const candidate of COMMON_RATIOS) {
    const error = Math.abs(Math.log(ratio / (candidate[0] / candidate[1])));
    if (error <= bestError) {
      if (best && error === bestError) continue;
      best = candidate;
      bestError = error;
    }
  }
  if (best) return `${best[0]}x${best[1]}`;
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const d = gcd(w, h);
  return `${w / d}x${h / d}`;
}
