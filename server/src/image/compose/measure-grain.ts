import type { Point, RawImage } from "../core";
import { fieldNoise, GRAIN_BLURS, noiseField, type Grain } from "./add-grain";
import { estimateNoise } from "./estimate-noise";
import { quadDistanceTo } from "./quad-distance";
import type { PhotoRegion } from "./read-photo-around";

/** The side of the noise patch each grain size is measured on: enough values for a steady σ. */
const PROBE = 96;
/** Grain is read in blocks this size (px, even), and only the calmest share of them counts: a gilt frame's ornament or a patterned wall is texture, not grain. */
const BLOCK = 16;
const CALM_SHARE = 0.25;
const MIN_BLOCKS = 4;

/** An RGB image at half size (2 × 2 means): white noise halves in σ there, coarse grain does not. */
function halve({ data, width, height }: RawImage): RawImage {
  const [w, h] = [width >> 1, height >> 1];
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (2 * y * width + 2 * x) * 3 + c;
        out[(y * w + x) * 3 + c] = (data[i]! + data[i + 3]! + data[i + width * 3]! + data[i + width * 3 + 3]! + 2) >> 2;
      }
    }
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** How much of a field's σ survives halving: 0.5 for white noise, towards 1 for coarse grain. */
function survival(field: Float32Array, width: number, height: number): number {
  const [w, h] = [width >> 1, height >> 1];
  const half = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) half[y * w + x] = (field[2 * y * width + 2 * x]! + field[2 * y * width + 2 * x + 1]! + field[(2 * y + 1) * width + 2 * x]! + field[(2 * y + 1) * width + 2 * x + 1]!) / 4;
  return fieldNoise(half, w, h) / (fieldNoise(field, width, height) || 1);
}

/** Each grain size's survival on a seeded probe: the same figures every time, worked out once. */
const survivals = new Map<number, number>();
function survivalOf(blur: number): number {
  let value = survivals.get(blur);
  if (value === undefined) survivals.set(blur, (value = survival(noiseField(PROBE, PROBE, blur, 7), PROBE, PROBE)));
  return value;
}

/**
 * The photo's grain around a quad (outside it: the old picture's texture is not grain), read in
 * its calmest blocks: its σ per channel, and its size, the blur whose noise loses as much σ at
 * half size as the photo's does.
 */
export function measureGrain(photo: PhotoRegion, quad: Point[]): Grain {
  const distance = quadDistanceTo(quad);
  const outside = (x: number, y: number) => distance(photo.left + x + 0.5, photo.top + y + 0.5) > 2;
  const { data, width, height } = photo.pixels;
  const [cols, rows] = [Math.floor(width / BLOCK), Math.floor(height / BLOCK)];
  // Each block's mean absolute response (green, the camera's densest channel): one pass ranks them.
  const busy: { block: number; level: number }[] = [];
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      const [x0, y0] = [bx * BLOCK, by * BLOCK];
      if (!outside(x0, y0) || !outside(x0 + BLOCK - 1, y0) || !outside(x0, y0 + BLOCK - 1) || !outside(x0 + BLOCK - 1, y0 + BLOCK - 1)) continue;
      let total = 0;
      for (let y = Math.max(1, y0); y < Math.min(height - 1, y0 + BLOCK); y++) {
        for (let x = Math.max(1, x0); x < Math.min(width - 1, x0 + BLOCK); x++) {
          const i = (y * width + x) * 3 + 1;
          const row = width * 3;
          total += Math.abs(4 * data[i]! - 2 * (data[i - 3]! + data[i + 3]! + data[i - row]! + data[i + row]!) + data[i - row - 3]! + data[i - row + 3]! + data[i + row - 3]! + data[i + row + 3]!);
        }
      }
      busy.push({ block: by * cols + bx, level: total });
    }
  }
  if (busy.length === 0) return { sigma: [0, 0, 0], blur: 0 };
  busy.sort((p, q) => p.level - q.level);
  const calm = new Uint8Array(cols * rows);
  for (const { block } of busy.slice(0, Math.max(Math.min(MIN_BLOCKS, busy.length), Math.round(busy.length * CALM_SHARE)))) calm[block] = 1;
  const inCalm = (x: number, y: number) => calm[Math.floor(y / BLOCK) * cols + Math.floor(x / BLOCK)] === 1 && x < cols * BLOCK && y < rows * BLOCK;
  const sigma = estimateNoise(photo.pixels, inCalm);
  const coarse = estimateNoise(halve(photo.pixels), (x, y) => inCalm(2 * x, 2 * y));
  const total = (v: readonly number[]) => v[0]! + v[1]! + v[2]!;
  if (total(sigma) <= 0) return { sigma, blur: 0 };
  const target = total(coarse) / total(sigma);
  const score = (blur: number) => Math.abs(survivalOf(blur) - target);
  const blur = GRAIN_BLURS.reduce((best, b) => (score(b) < score(best) ? b : best));
  return { sigma, blur };
}
