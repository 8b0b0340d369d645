import type { Point, RawImage } from "../core";
import type { PlacedLayer } from "./warp-into-quad";

/** The light map keeps about this many cells across the window's shorter side: room light, not picture detail. */
const CELLS_ACROSS = 8;
/** A window darker than this mean (of 255) has no light to read; the art is left as it is. */
const MIN_MEAN = 8;
/** Gains are kept within this range: a hot spot or a black corner must not wash out or erase the art. */
const MIN_GAIN = 0.25;
const MAX_GAIN = 2.5;

/** Signed distance from (x, y) to a clockwise quad's boundary, positive outside. */
export function quadDistance(quad: Point[], x: number, y: number): number {
  let d = -Infinity;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    d = Math.max(d, ((x - a[0]) * (b[1] - a[1]) - (y - a[1]) * (b[0] - a[0])) / length);
  }
  return d;
}

/**
 * Carries the room's light onto art drawn over a photo: the photo's brightness inside the quad,
 * low-pass filtered (cell means on a grid about 8 cells across, bilinear back),
 * divided by its mean over the quad, multiplies the art. A wall lit from the left gives art lit
 * from the left; the art's average exposure stays. `photo` is the grey photo under the layer
 * (same size and place). Pixels outside the quad do not count, so the frame and wall do not
 * darken the art's edges.
 */
export function applyRoomLight(layer: PlacedLayer, quad: Point[], photo: RawImage): void {
  const { image, left, top } = layer;
  const { width, height, data } = image;
  const cell = Math.max(2, Math.round(Math.min(width, height) / CELLS_ACROSS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const sum = new Float64Array(cols * rows);
  const count = new Float64Array(cols * rows);
  let total = 0;
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (quadDistance(quad, left + x + 0.5, top + y + 0.5) > 0) continue;
      const v = photo.data[(y * width + x) * photo.channels]!;
      const c = Math.floor(y / cell) * cols + Math.floor(x / cell);
      sum[c]! += v;
      count[c]!++;
      total += v;
      n++;
    }
  }
  if (n === 0 || total / n < MIN_MEAN) return;
  const mean = total / n;
  // Cell means, normalised by the quad's mean; a cell the quad does not reach takes gain 1.
  const gain = new Float64Array(cols * rows);
  for (let c = 0; c < gain.length; c++) gain[c] = count[c]! > 0 ? Math.min(MAX_GAIN, Math.max(MIN_GAIN, sum[c]! / count[c]! / mean)) : 1;
  // Bilinear between cell centres, extrapolated (not clamped) in the outer half cells, so a
  // light ramp reaches the window's edges at full strength; the gain clamp bounds it.
  const axis = (p: number, cells: number): [number, number, number] => {
    if (cells === 1) return [0, 0, 0];
    const g = Math.min(cells - 0.5, Math.max(-0.5, (p + 0.5) / cell - 0.5));
    const i0 = Math.min(cells - 2, Math.max(0, Math.floor(g)));
    return [i0, i0 + 1, g - i0];
  };
  const clampGain = (g: number) => Math.min(MAX_GAIN, Math.max(MIN_GAIN, g));
  const channels = image.channels;
  for (let y = 0; y < height; y++) {
    const [r0, r1, fy] = axis(y, rows);
    for (let x = 0; x < width; x++) {
      const [c0, c1, fx] = axis(x, cols);
      const upper = gain[r0 * cols + c0]! * (1 - fx) + gain[r0 * cols + c1]! * fx;
      const lower = gain[r1 * cols + c0]! * (1 - fx) + gain[r1 * cols + c1]! * fx;
      const g = clampGain(upper * (1 - fy) + lower * fy);
      const o = (y * width + x) * channels;
      for (let j = 0; j < 3; j++) data[o + j] = Math.min(255, Math.round(data[o + j]! * g));
    }
  }
}

/** Alpha of a layer drawn over a photo: the share of each pixel inside the quad, a 1 px anti-aliased edge. */
export function antialiasQuadEdge(layer: PlacedLayer, quad: Point[]): void {
  const { image, left, top } = layer;
  if (image.channels !== 4) return;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const d = quadDistance(quad, left + x + 0.5, top + y + 0.5);
      const o = (y * image.width + x) * 4 + 3;
      image.data[o] = Math.round(Math.min(1, Math.max(0, 0.5 - d)) * image.data[o]!);
    }
  }
}
