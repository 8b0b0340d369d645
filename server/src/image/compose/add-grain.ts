import type { PlacedLayer } from "./warp-into-quad";

/**
 * Most of a photo's grain is brightness noise shared by the three channels (demosaicing and
 * the camera's noise reduction leave little colour noise): this share of the variance is common.
 */
const SHARED_VARIANCE = 0.7;
/** The channels' own noise is read from one field this many rows apart (past any grain size's reach). */
const OWN_SHIFT_ROWS = 16;
/** Grain sizes tried (the σ, px, of the blur that correlates white noise): none to a blotchy phone JPEG's. */
export const GRAIN_BLURS = [0, 0.6, 0.9, 1.3, 1.8] as const;

/** A photo's grain: its σ per channel (levels of 255, as Immerkær's operator reads it) and its size. */
export type Grain = { sigma: [number, number, number]; blur: number };

/**
 * The standard normal's quantiles at the midpoints of 4096 equal slices of probability: a
 * random 12-bit index into it is a Gaussian sample without a logarithm or a sine (grain needs
 * millions a render; the tails stop at ±3.5σ, which grain never shows).
 */
const GAUSSIAN_BITS = 12;
const GAUSSIAN = (() => {
  const n = 1 << GAUSSIAN_BITS;
  const table = new Float32Array(n);
  // Acklam's rational approximation of the inverse normal CDF (relative error < 1.2e-9).
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) => (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  for (let k = 0; k < n; k++) {
    const p = (k + 0.5) / n;
    if (p < 0.02425) table[k] = tail(Math.sqrt(-2 * Math.log(p)));
    else if (p > 1 - 0.02425) table[k] = -tail(Math.sqrt(-2 * Math.log(1 - p)));
    else {
      const q = p - 0.5;
      const r = q * q;
      table[k] = ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
    }
  }
  return table;
})();

/** White Gaussian noise, blurred by a Gaussian of σ `blur` px (separable), seeded. */
export function noiseField(width: number, height: number, blur: number, seed: number): Float32Array {
  const field = new Float32Array(width * height);
  // mulberry32 inlined: two samples from each 32-bit draw (its high and low 12 bits).
  let state = seed >>> 0;
  for (let i = 0; i < field.length; i += 2) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const draw = (t ^ (t >>> 14)) >>> 0;
    field[i] = GAUSSIAN[draw >>> (32 - GAUSSIAN_BITS)]!;
    if (i + 1 < field.length) field[i + 1] = GAUSSIAN[draw & ((1 << GAUSSIAN_BITS) - 1)]!;
  }
  if (blur <= 0) return field;
  const radius = Math.ceil(blur * 2.5);
  const taps = radius * 2 + 1;
  const kernel = new Float64Array(taps).map((_, k) => Math.exp(-((k - radius) ** 2) / (2 * blur * blur)));
  const sum = kernel.reduce((a, b) => a + b);
  kernel.forEach((v, k) => (kernel[k] = v / sum));
  // Each row (then column) copied out with its ends repeated `radius` times, then convolved.
  const line = new Float32Array(Math.max(width, height) + 2 * radius);
  const pass = (src: Float32Array, count: number, along: number, first: (i: number) => number, stride: number) => {
    const out = new Float32Array(src.length);
    for (let i = 0; i < count; i++) {
      const start = first(i);
      for (let p = -radius; p < along + radius; p++) line[p + radius] = src[start + Math.min(along - 1, Math.max(0, p)) * stride]!;
      for (let p = 0; p < along; p++) {
        let v = 0;
        for (let k = 0; k < taps; k++) v += kernel[k]! * line[p + k]!;
        out[start + p * stride] = v;
      }
    }
    return out;
  };
  return pass(pass(field, height, width, (y) => y * width, 1), width, height, (x) => x, width);
}

/** Immerkær's σ of a float field (mean absolute response; the field is Gaussian, no outliers). */
export function fieldNoise(field: Float32Array, width: number, height: number): number {
  let total = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const sides = field[i - 1]! + field[i + 1]! + field[i - width]! + field[i + width]!;
      const corners = field[i - width - 1]! + field[i - width + 1]! + field[i + width - 1]! + field[i + width + 1]!;
      total += Math.abs(4 * field[i]! - 2 * sides + corners);
      n++;
    }
  }
  return n ? (total / n) * Math.sqrt(Math.PI / 2) / 6 : 0;
}

/**
 * Adds a photo's grain to a layer's visible pixels: a clean digital artwork in a phone photo's
 * noise looks pasted on. The noise is scaled so that Immerkær's operator reads `grain.sigma`
 * on it, whatever its size. Deterministic for a `seed`.
 */
export function addGrain(layer: PlacedLayer, grain: Grain, seed: number): void {
  if (grain.sigma.every((s) => s < 0.25)) return;
  const { data, width, height, channels } = layer.image;
  const shared = noiseField(width, height, grain.blur, seed);
  const unit = fieldNoise(shared, width, height) || 1;
  // Each channel's own noise: one field read at three offsets, far apart next to its grain size, so uncorrelated.
  const own = noiseField(width, height + 2 * OWN_SHIFT_ROWS, grain.blur, seed + 1);
  const [a, b] = [Math.sqrt(SHARED_VARIANCE) / unit, Math.sqrt(1 - SHARED_VARIANCE) / unit];
  const shift = OWN_SHIFT_ROWS * width;
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    if (channels === 4 && data[o + 3] === 0) continue;
    for (let c = 0; c < 3; c++) {
      const v = data[o + c]! + grain.sigma[c]! * (a * shared[i]! + b * own[i + c * shift]!);
      data[o + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
}
