import type { Point } from "../core";
import { quadDistanceTo } from "./quad-distance";
import type { PhotoRegion } from "./read-photo-around";
import type { PlacedLayer } from "./warp-into-quad";

/** Profiles across each side, at this many places along it, reaching this far (px) either way. */
const PLACES = 24;
const REACH = 6;
/** Only a clear step across the quad's edge (levels of 255) tells how soft the photo's edges are. */
const MIN_STEP = 24;
const MIN_PROFILES = 6;
/** A Gaussian-blurred step rises from 20 % to 80 % over this many σ. */
const RISE_PER_SIGMA = 1.683;
/**
 * A frame's lip, a mat's bevel or a canvas's wrap makes many steps softer than the camera's
 * focus: the sharper quarter of the profiles is the photo's softness, and past this σ (px) it
 * is a shadow, not softness.
 */
const SHARP_QUANTILE = 0.25;
const MAX_SIGMA = 1.6;
/** Φ(−4) · 255 rounds to 0: the edge's rise is computed within this many σ of it. */
const EDGE_REACH_SIGMAS = 4;
/** The art's own edge (1 px of box anti-aliasing) is already this soft. */
const OWN_SIGMA = 0.35;

/** Bilinear luma of the photo at a canvas point. */
function lumaAt(photo: PhotoRegion, x: number, y: number): number {
  const { data, width, height } = photo.pixels;
  const px = Math.min(width - 1.001, Math.max(0, x - photo.left - 0.5));
  const py = Math.min(height - 1.001, Math.max(0, y - photo.top - 0.5));
  const [x0, y0] = [Math.floor(px), Math.floor(py)];
  const [fx, fy] = [px - x0, py - y0];
  const at = (xx: number, yy: number) => {
    const o = (yy * width + xx) * 3;
    return 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!;
  };
  return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
}

/**
 * How soft the photo's edges are where the art's will be: across the quad's sides (the edge of
 * the old picture, canvas or opening), the 20–80 % rise of each clear step, as a Gaussian σ (px),
 * the sharper quarter's over the sides. 0 when the sides show no clear step.
 */
export function measureEdgeSoftness(photo: PhotoRegion, quad: Point[]): number {
  const sigmas: number[] = [];
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length < 4 * REACH) continue;
    const [nx, ny] = [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
    for (let k = 1; k < PLACES; k++) {
      const t = k / PLACES;
      const [cx, cy] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const profile: number[] = [];
      for (let d = -REACH; d <= REACH; d += 0.5) profile.push(lumaAt(photo, cx + nx * d, cy + ny * d));
      const ends = (from: number, to: number) => profile.slice(from, to).reduce((s, v) => s + v, 0) / (to - from);
      const [inner, outer] = [ends(0, 4), ends(profile.length - 4, profile.length)];
      if (Math.abs(outer - inner) < MIN_STEP) continue;
      // The rise's 20 % and 80 % crossings, from the inside out; a profile that crosses back is no clean step.
      const level = (v: number) => (v - inner) / (outer - inner);
      const crossing = (q: number) => {
        for (let j = 1; j < profile.length; j++) {
          const [p, c] = [level(profile[j - 1]!), level(profile[j]!)];
          if (p < q && c >= q) return (j - 1 + (q - p) / (c - p)) * 0.5;
        }
        return null;
      };
      const [low, high] = [crossing(0.2), crossing(0.8)];
      if (low !== null && high !== null && high > low) sigmas.push((high - low) / RISE_PER_SIGMA);
    }
  }
  if (sigmas.length < MIN_PROFILES) return 0;
  sigmas.sort((p, q) => p - q);
  return Math.min(MAX_SIGMA, sigmas[Math.floor(sigmas.length * SHARP_QUANTILE)]!);
}

/** The standard normal CDF (Abramowitz–Stegun 7.1.26 through erf; error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A separable Gaussian blur of a layer's RGB, in place (edges repeat). */
function blurRgb(layer: PlacedLayer, sigma: number): void {
  const { data, width, height, channels } = layer.image;
  const radius = Math.ceil(sigma * 2.5);
  const taps = radius * 2 + 1;
  const kernel = new Float64Array(taps).map((_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const sum = kernel.reduce((p, q) => p + q);
  kernel.forEach((v, k) => (kernel[k] = v / sum));
  // One row or column at a time, copied out with its ends repeated `radius` times.
  const line = new Float32Array((Math.max(width, height) + 2 * radius) * 3);
  const pass = (count: number, along: number, first: (i: number) => number, stride: number) => {
    for (let i = 0; i < count; i++) {
      const start = first(i);
      for (let p = -radius; p < along + radius; p++) {
        const from = start + Math.min(along - 1, Math.max(0, p)) * stride;
        const to = (p + radius) * 3;
        line[to] = data[from]!;
        line[to + 1] = data[from + 1]!;
        line[to + 2] = data[from + 2]!;
      }
      for (let p = 0; p < along; p++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = 0, o = p * 3; k < taps; k++, o += 3) {
          const w = kernel[k]!;
          r += w * line[o]!;
          g += w * line[o + 1]!;
          b += w * line[o + 2]!;
        }
        const to = start + p * stride;
        data[to] = Math.round(r);
        data[to + 1] = Math.round(g);
        data[to + 2] = Math.round(b);
      }
    }
  };
  pass(height, width, (y) => y * width * channels, channels);
  pass(width, height, (x) => x * channels, width * channels);
}

/**
 * Gives the art the photo's softness: a sharp digital edge in a soft photo looks cut out. Its
 * pixels are blurred by what the photo's σ adds to the art's own, and its edge over the photo
 * becomes a Gaussian rise of the photo's σ (centred `grow` px outside the quad, as the hard edge was).
 */
export function matchEdgeSoftness(layer: PlacedLayer, quad: Point[], sigma: number, grow: number): void {
  const extra = Math.sqrt(Math.max(0, sigma ** 2 - OWN_SIGMA ** 2));
  if (extra < 0.3 || layer.image.channels !== 4) return;
  blurRgb(layer, extra);
  const { data, width, height } = layer.image;
  const distance = quadDistanceTo(quad);
  // Past this many σ from the edge the rise is flat: 0 or 255 without the CDF.
  const reach = EDGE_REACH_SIGMAS * sigma;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = distance(layer.left + x + 0.5, layer.top + y + 0.5) - grow;
      data[(y * width + x) * 4 + 3] = d <= -reach ? 255 : d >= reach ? 0 : Math.round(255 * normalCdf(-d / sigma));
    }
  }
}
