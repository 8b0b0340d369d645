import type { PlacedLayer } from "./warp-into-quad";

/**
 * Most of a photo's grain is brightness noise shared by the three channels (demosaicing and
 * the camera's noise reduction leave little colour noise): this share of the variance is common.
 */
const SHARED_VARIANCE = 0.7;
/** Grain sizes tried (the σ, px, of the blur that correlates white noise): none to a blotchy phone JPEG's. */
export const GRAIN_BLURS = [0, 0.6, 0.9, 1.3, 1.8] as const;

/** A photo's grain: its σ per channel (levels of 255, as Immerkær's operator reads it) and its size. */
export type Grain = { sigma: [number, number, number]; blur: number };

/** mulberry32: a small seeded generator, so the same render gives the same grain (caches, tests). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White Gaussian noise (Box–Muller), blurred by a Gaussian of σ `blur` px (separable), seeded. */
export function noiseField(width: number, height: number, blur: number, seed: number): Float32Array {
  const next = random(seed);
  const field = new Float32Array(width * height);
  for (let i = 0; i < field.length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - next()));
    const t = 2 * Math.PI * next();
    field[i] = r * Math.cos(t);
    if (i + 1 < field.length) field[i + 1] = r * Math.sin(t);
  }
  if (blur <= 0) return field;
  const radius = Math.ceil(blur * 2.5);
  const kernel = Array.from({ length: radius * 2 + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * blur * blur)));
  const sum = kernel.reduce((a, b) => a + b);
  const pass = (src: Float32Array, step: number, along: number) => {
    const out = new Float32Array(src.length);
    for (let i = 0; i < src.length; i++) {
      const p = Math.floor(i / step) % along;
      let v = 0;
      for (let k = -radius; k <= radius; k++) {
        const q = Math.min(along - 1, Math.max(0, p + k));
        v += kernel[k + radius]! * src[i + (q - p) * step]!;
      }
      out[i] = v / sum;
    }
    return out;
  };
  return pass(pass(field, 1, width), width, height);
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
  const own = [1, 2, 3].map((k) => noiseField(width, height, grain.blur, seed + k));
  const [a, b] = [Math.sqrt(SHARED_VARIANCE) / unit, Math.sqrt(1 - SHARED_VARIANCE) / unit];
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    if (channels === 4 && data[o + 3] === 0) continue;
    for (let c = 0; c < 3; c++) {
      const v = data[o + c]! + grain.sigma[c]! * (a * shared[i]! + b * own[c]![i]!);
      data[o + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
}
