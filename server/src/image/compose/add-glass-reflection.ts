import type { Point } from "../core";
import { quadDistanceTo } from "./quad-distance";
import type { PhotoRegion } from "./read-photo-around";
import type { PlacedLayer } from "./warp-into-quad";

/** A reflection is soft: the old picture is blurred over this share of the quad's shorter side first, dropping its detail. */
const BLUR_SHARE = 0.015;
/**
 * A reflection lies on the picture, brighter than the picture around it: the luma over this
 * share of the quad's shorter side is subtracted (a pale sky or a white dress is the picture's
 * own, as light as its surroundings), and it must stand this many levels above it.
 */
const SURROUND_SHARE = 0.15;
const MIN_LIFT = 20;
/** Only light brighter than this (luma of 255), and than most of the old picture, is a reflection on its glass. */
const MIN_GLARE_LUMA = 210;
const GLARE_PERCENTILE = 0.9;
/** Reflections of lamps and windows are near white: colour above this saturation is the picture's own. */
const MAX_SATURATION = 0.25;
/** A reflection covers a part of the glass: over more than this share it is a light picture, under the lower share it is noise. */
const GLARE_SHARE = [0.0005, 0.15] as const;
/** Faint: the reflection is screened over the art at this strength. */
const STRENGTH = 0.3;

/** Box sums of an RGB image (an integral image per channel), for blurs of any radius at one cost. */
function integral(region: PhotoRegion): (x0: number, y0: number, x1: number, y1: number, c: number) => number {
  const { data, width, height } = region.pixels;
  const w = width + 1;
  const sums = new Float64Array(w * (height + 1) * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const i = ((y + 1) * w + x + 1) * 3 + c;
        sums[i] = data[(y * width + x) * 3 + c]! + sums[i - 3]! + sums[i - w * 3]! - sums[i - w * 3 - 3]!;
      }
    }
  }
  return (x0, y0, x1, y1, c) => sums[(y1 * w + x1) * 3 + c]! - sums[(y0 * w + x1) * 3 + c]! - sums[(y1 * w + x0) * 3 + c]! + sums[(y0 * w + x0) * 3 + c]!;
}

/**
 * For a glazed frame: the old picture's highlights (lamps and windows on its glass: bright,
 * near-white, soft) kept over the new art, faintly (screened), as the glass would still show
 * them. Does nothing when the old picture shows no such highlight (an unglazed canvas, a blank
 * wall) or is light all over. Returns whether a reflection was added.
 */
export function addGlassReflection(layer: PlacedLayer, quad: Point[], photo: PhotoRegion): boolean {
  const { image, left, top } = layer;
  const { width: pw, height: ph } = photo.pixels;
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const short = Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const r = Math.max(1, Math.round(BLUR_SHARE * short));
  const R = Math.max(3 * r, Math.round(SURROUND_SHARE * short));
  const box = integral(photo);
  const distance = quadDistanceTo(quad);
  const highlight = new Float32Array(image.width * image.height).fill(-1);
  const lumas = new Uint32Array(256);
  let counted = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (distance(left + x + 0.5, top + y + 0.5) > -r) continue;
      const px = left + x - photo.left;
      const py = top + y - photo.top;
      const x0 = Math.max(0, px - r);
      const y0 = Math.max(0, py - r);
      const x1 = Math.min(pw, px + r + 1);
      const y1 = Math.min(ph, py + r + 1);
      const n = (x1 - x0) * (y1 - y0);
      if (n <= 0) continue;
      const cr = box(x0, y0, x1, y1, 0) / n;
      const cg = box(x0, y0, x1, y1, 1) / n;
      const cb = box(x0, y0, x1, y1, 2) / n;
      const luma = 0.299 * cr + 0.587 * cg + 0.114 * cb;
      const X0 = Math.max(0, px - R);
      const Y0 = Math.max(0, py - R);
      const X1 = Math.min(pw, px + R + 1);
      const Y1 = Math.min(ph, py + R + 1);
      const surround = (0.299 * box(X0, Y0, X1, Y1, 0) + 0.587 * box(X0, Y0, X1, Y1, 1) + 0.114 * box(X0, Y0, X1, Y1, 2)) / ((X1 - X0) * (Y1 - Y0));
      const max = Math.max(cr, cg, cb);
      const saturation = max > 0 ? (max - Math.min(cr, cg, cb)) / max : 0;
      // Kept as luma, weighted down by colour; thresholded once the picture's own levels are known.
      const lift = Math.min(1, Math.max(0, (luma - surround - MIN_LIFT) / MIN_LIFT));
      highlight[y * image.width + x] = luma * Math.max(0, 1 - saturation / MAX_SATURATION) * lift;
      lumas[Math.min(255, Math.round(luma))]!++;
      counted++;
    }
  }
  if (counted === 0) return false;
  let percentile = 0;
  for (let seen = 0; percentile < 255 && (seen += lumas[percentile]!) < GLARE_PERCENTILE * counted; ) percentile++;
  const threshold = Math.max(MIN_GLARE_LUMA, percentile);
  let lit = 0;
  for (const h of highlight) if (h > threshold + 0.1 * (255 - threshold)) lit++;
  const share = lit / counted;
  if (share < GLARE_SHARE[0] || share > GLARE_SHARE[1]) return false;
  const { data, channels } = image;
  // The brightest reflection is screened at full (faint) strength, the rest in proportion.
  let peak = threshold + 1;
  for (const h of highlight) if (h > peak) peak = h;
  for (let i = 0; i < highlight.length; i++) {
    const h = (highlight[i]! - threshold) / (peak - threshold);
    if (h <= 0) continue;
    const k = STRENGTH * Math.min(1, h);
    for (let c = 0; c < 3; c++) data[i * channels + c] = Math.round(data[i * channels + c]! + (255 - data[i * channels + c]!) * k);
  }
  return true;
}
