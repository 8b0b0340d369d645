/**
 * Photoshop's current (not Legacy) Brightness/Contrast, measured on Photoshop-made files
 * (psd-tools' brightnesscontrast_rgb.psd: four settings; psd2svg's files with brightness ±150 or
 * contrast +100/−50 alone). Brightness runs first, then contrast:
 *
 * - Brightness b > 0 multiplies every level by e^(b·GAIN) (exactly linear in the shadows), and
 *   rolls the highlights off into white along a curve from KNEE; b < 0 is its inverse (Photoshop's
 *   −150 curve is the +150 one mirrored in the diagonal, level for level).
 * - Contrast c is a cubic Bézier from black to white whose two inner points sit at mid-grey,
 *   moved c/300 below and above it (an S for c > 0, its flattening for c < 0).
 *
 * The highlight roll-off is the one fitted part (KNEE, SHOULDER_IN, SHOULDER_OUT): its shape
 * varies a little with the gain in Photoshop, which these three constants follow to within half a
 * level on average (a level and a half at worst).
 */

/** Brightness's gain per slider step: the slope of the shadows is e^(b·GAIN) (2.56 at +150). */
const GAIN = 0.00628;
/** Level (after the gain) where the highlight roll-off starts. */
const KNEE = 0.54;
/** How far the roll-off's first handle reaches towards the corner the gain line makes with white. */
const SHOULDER_IN = 0.88;
/** How far its second handle reaches towards that corner, per unit of gain above 1. */
const SHOULDER_OUT = 0.52;

type Point = [number, number];

const SAMPLES = 2048;

/** A cubic Bézier through `p` (x increasing), sampled as a polyline. */
function sampleBezier(p: [Point, Point, Point, Point]): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(SAMPLES + 1);
  const ys = new Float64Array(SAMPLES + 1);
  for (let i = 0; i <= SAMPLES; i++) {
    const t = i / SAMPLES;
    const w = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3];
    xs[i] = w[0]! * p[0][0] + w[1]! * p[1][0] + w[2]! * p[2][0] + w[3]! * p[3][0];
    ys[i] = w[0]! * p[0][1] + w[1]! * p[1][1] + w[2]! * p[2][1] + w[3]! * p[3][1];
  }
  return { xs, ys };
}

/** A polyline with increasing `xs` read at `x`, between its points linearly. */
function readPolyline(xs: ArrayLike<number>, ys: ArrayLike<number>, x: number): number {
  const n = xs.length;
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[n - 1]!) return ys[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const f = (x - xs[lo]!) / Math.max(1e-12, xs[hi]! - xs[lo]!);
  return ys[lo]! + (ys[hi]! - ys[lo]!) * f;
}

/** Brightness b > 0 as a polyline: the gain line, then the roll-off into white (x in 0–1). */
function brightening(b: number): { xs: Float64Array; ys: Float64Array } {
  const gain = Math.exp(b * GAIN);
  const [k, a, a2] = [KNEE, SHOULDER_IN, SHOULDER_OUT * (gain - 1)];
  // In gained levels z = gain·x: from (k, k) on the line to (gain, 1), handles towards the corner (1, 1).
  const shoulder = sampleBezier([
    [k, k],
    [k + a * (1 - k), k + a * (1 - k)],
    [gain + a2 * (1 - gain), 1],
    [gain, 1],
  ]);
  const xs = new Float64Array(SAMPLES + 2);
  const ys = new Float64Array(SAMPLES + 2);
  for (let i = 0; i <= SAMPLES; i++) {
    xs[i + 1] = shoulder.xs[i]! / gain;
    ys[i + 1] = shoulder.ys[i]!;
  }
  return { xs, ys };
}

/** The current Brightness/Contrast curve (levels 0–1), brightness −150–150, contrast −50–100. */
export function brightnessContrast(brightness: number, contrast: number): (v: number) => number {
  const lift = brightening(Math.abs(brightness));
  const c = contrast / 300;
  const s = sampleBezier([
    [0, 0],
    [0.5, 0.5 - c],
    [0.5, 0.5 + c],
    [1, 1],
  ]);
  const bright = brightness >= 0 ? (v: number) => readPolyline(lift.xs, lift.ys, v) : (v: number) => readPolyline(lift.ys, lift.xs, v);
  return (v) => readPolyline(s.xs, s.ys, bright(v));
}
