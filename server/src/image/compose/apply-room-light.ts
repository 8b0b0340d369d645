import type { Point } from "../core";
import { quadDistanceTo } from "./quad-distance";
import type { PhotoRegion } from "./read-photo-around";
import type { PlacedLayer } from "./warp-into-quad";

/** The light map keeps about this many cells across the window's shorter side: room light, not picture detail. */
const CELLS_ACROSS = 8;
/** A window darker than this mean (of 255) has no light to read; the art is left as it is. */
const MIN_MEAN = 8;
/** Gains are kept within this range: a hot spot or a black corner must not wash out or erase the art. */
const MIN_GAIN = 0.25;
const MAX_GAIN = 2.5;
/**
 * Inside the quad a blank wall or canvas varies as light does, smoothly: its cell means fit a
 * plane within this share of their mean. An old picture does not (its content would print onto
 * the art), so then the light is read from the ring just outside the quad (the frame, the wall).
 */
const LIGHT_LIKE_RESIDUAL = 0.08;
/** The ring read around a picture: from just past the quad's edge, this share of its shorter side wide. */
const RING_SHARE = 0.06;
/** The ring's light gradient is applied this strongly, down to this gain: a frame's own modelling is not all light. */
const RING_STRENGTH = 0.8;
const RING_GAIN = 0.7;

type Plane = { a: number; b: number; c: number };

/** Least-squares plane v ≈ a + b·x + c·y through weighted samples (x, y, v, w). */
function fitPlane(samples: [number, number, number, number][]): Plane | null {
  let [sw, sx, sy, sv, sxx, sxy, syy, sxv, syv] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const [x, y, v, w] of samples) {
    sw += w;
    sx += w * x;
    sy += w * y;
    sv += w * v;
    sxx += w * x * x;
    sxy += w * x * y;
    syy += w * y * y;
    sxv += w * x * v;
    syv += w * y * v;
  }
  if (sw === 0) return null;
  const [mx, my, mv] = [sx / sw, sy / sw, sv / sw];
  const [cxx, cxy, cyy, cxv, cyv] = [sxx / sw - mx * mx, sxy / sw - mx * my, syy / sw - my * my, sxv / sw - mx * mv, syv / sw - my * mv];
  const det = cxx * cyy - cxy * cxy;
  if (Math.abs(det) < 1e-9) return { a: mv, b: 0, c: 0 };
  const b = (cxv * cyy - cyv * cxy) / det;
  const c = (cyv * cxx - cxv * cxy) / det;
  return { a: mv - b * mx - c * my, b, c };
}

const at = (p: Plane, x: number, y: number) => p.a + p.b * x + p.c * y;

/**
 * Carries the room's light onto art drawn over a photo. Where the quad holds a blank wall or
 * canvas, its brightness low-pass filtered (cell means on a grid about 8 cells across, bilinear
 * back), divided by its mean, multiplies the art: a wall lit from the left gives art lit from the
 * left. Where it holds an old picture, the light's gradient is read from the ring around the
 * quad instead (a plane fitted to the frame's and wall's brightness), dimming the art away from
 * its lit side. The scene's exposure and colour are `applySceneTone`'s.
 */
export function applyRoomLight(layer: PlacedLayer, quad: Point[], photo: PhotoRegion): void {
  const { image, left, top } = layer;
  const { width, height } = image;
  const luma = (cx: number, cy: number) => {
    const { data, width: pw, height: ph } = photo.pixels;
    const x = Math.min(pw - 1, Math.max(0, cx - photo.left));
    const y = Math.min(ph - 1, Math.max(0, cy - photo.top));
    const o = (y * pw + x) * 3;
    return 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!;
  };
  const cell = Math.max(2, Math.round(Math.min(width, height) / CELLS_ACROSS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const sum = new Float64Array(cols * rows);
  const count = new Float64Array(cols * rows);
  let total = 0;
  let n = 0;
  const distance = quadDistanceTo(quad);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (distance(left + x + 0.5, top + y + 0.5) > 0) continue;
      const v = luma(left + x, top + y);
      const c = Math.floor(y / cell) * cols + Math.floor(x / cell);
      sum[c]! += v;
      count[c]!++;
      total += v;
      n++;
    }
  }
  if (n === 0 || total / n < MIN_MEAN) return;
  const mean = total / n;
  const cells: [number, number, number, number][] = [];
  for (let c = 0; c < cols * rows; c++) if (count[c]! > 0) cells.push([(c % cols) + 0.5, Math.floor(c / cols) + 0.5, sum[c]! / count[c]!, count[c]!]);
  const plane = fitPlane(cells);
  const residual = plane ? Math.sqrt(cells.reduce((s, [x, y, v, w]) => s + w * (v - at(plane, x, y)) ** 2, 0) / n) / mean : Infinity;
  const gainAt = residual <= LIGHT_LIKE_RESIDUAL ? cellGains(sum, count, mean, cols, rows, cell) : ringGains(quad, layer, luma);
  if (!gainAt) return;
  const { data, channels } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const g = gainAt(x, y);
      const o = (y * width + x) * channels;
      for (let j = 0; j < 3; j++) data[o + j] = Math.min(255, Math.round(data[o + j]! * g));
    }
  }
}

const clampGain = (g: number) => Math.min(MAX_GAIN, Math.max(MIN_GAIN, g));

/** The interior's cell means over their mean, bilinear between cell centres (extrapolated in the outer half cells, so a ramp reaches the edges). */
function cellGains(sum: Float64Array, count: Float64Array, mean: number, cols: number, rows: number, cell: number) {
  const gain = new Float64Array(cols * rows);
  for (let c = 0; c < gain.length; c++) gain[c] = count[c]! > 0 ? clampGain(sum[c]! / count[c]! / mean) : 1;
  // Per column and per row: the two cells between which it lies and its share of the second (worked out once, not per pixel).
  const axis = (length: number, cells: number) => {
    const [first, share] = [new Int32Array(length), new Float64Array(length)];
    for (let p = 0; p < length && cells > 1; p++) {
      const g = Math.min(cells - 0.5, Math.max(-0.5, (p + 0.5) / cell - 0.5));
      first[p] = Math.min(cells - 2, Math.max(0, Math.floor(g)));
      share[p] = g - first[p]!;
    }
    return { first, next: cells > 1 ? 1 : 0, share };
  };
  const [across, down] = [axis(cols * cell, cols), axis(rows * cell, rows)];
  return (x: number, y: number) => {
    const c0 = across.first[x]!;
    const c1 = c0 + across.next;
    const r0 = down.first[y]! * cols;
    const r1 = r0 + down.next * cols;
    const fx = across.share[x]!;
    const fy = down.share[y]!;
    const upper = gain[r0 + c0]! * (1 - fx) + gain[r0 + c1]! * fx;
    const lower = gain[r1 + c0]! * (1 - fx) + gain[r1 + c1]! * fx;
    return clampGain(upper * (1 - fy) + lower * fy);
  };
}

/** A plane through the brightness of the ring just outside the quad, over its value at the quad's brightest corner. */
function ringGains(quad: Point[], layer: PlacedLayer, luma: (x: number, y: number) => number) {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const ring = Math.max(2, RING_SHARE * Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)));
  const samples: [number, number, number, number][] = [];
  const distance = quadDistanceTo(quad);
  for (let y = Math.floor(Math.min(...ys) - ring - 2); y <= Math.max(...ys) + ring + 2; y++) {
    for (let x = Math.floor(Math.min(...xs) - ring - 2); x <= Math.max(...xs) + ring + 2; x++) {
      const d = distance(x + 0.5, y + 0.5);
      if (d > 1.5 && d <= 1.5 + ring) samples.push([x, y, luma(x, y), 1]);
    }
  }
  const plane = fitPlane(samples);
  // Normalised to the quad's brightest corner: the light only ever dims the art from the scene's
  // white (applySceneTone), so a near-white print never clips into a glow on the lit side.
  const brightest = plane ? Math.max(...quad.map(([x, y]) => at(plane, x, y))) : 0;
  if (!plane || brightest < MIN_MEAN) return null;
  return (x: number, y: number) => {
    const raw = Math.min(1, Math.max(RING_GAIN, at(plane, layer.left + x, layer.top + y) / brightest));
    return 1 + RING_STRENGTH * (raw - 1);
  };
}
