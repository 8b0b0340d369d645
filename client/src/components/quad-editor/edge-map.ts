import type { Point } from "@shared/template-window";

/**
 * Where a photo has strong edges and corners, at `scale` map pixels per photo pixel: thin edge
 * ridges (gradient magnitude kept only at its maximum across the edge, as Canny does) and corner
 * strength (the structure tensor's smaller eigenvalue, Shi–Tomasi), with the levels that count
 * as strong in this photo.
 */
export type EdgeMap = {
  width: number;
  height: number;
  scale: number;
  /** The gradient (Sobel, levels per px), for sub-pixel positions. */
  gx: Float32Array;
  gy: Float32Array;
  /** Gradient magnitude on edge ridges, 0 elsewhere. */
  ridge: Float32Array;
  /** Corner strength at local maxima, 0 elsewhere. */
  corner: Float32Array;
  strongEdge: number;
  strongCorner: number;
};

/** A ridge counts when it is among the photo's strongest edges (this share of pixels) and at least this steep (levels per px). */
const EDGE_SHARE = 0.08;
const MIN_EDGE = 12;
/**
 * A corner counts when both its edges are about as strong as a strong edge: its smaller
 * eigenvalue (gradients² summed over the window) at least this many strong edges² — an ideal
 * corner of two such edges gives about 2.5 in a 5 × 5 window — and this share of the photo's strongest.
 */
const CORNER_EDGES = 1;
const MIN_CORNER_SHARE = 0.02;
/** The structure tensor sums gradients over this window (px either way). */
const TENSOR_RADIUS = 2;

function quantile(values: Float32Array, share: number): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  if (max === 0) return 0;
  const bins = new Uint32Array(1024);
  let n = 0;
  for (const v of values) {
    if (v <= 0) continue;
    bins[Math.min(1023, Math.floor((v / max) * 1023))]!++;
    n++;
  }
  let seen = 0;
  for (let b = 1023; b >= 0; b--) {
    seen += bins[b]!;
    if (seen >= n * share) return (b / 1023) * max;
  }
  return 0;
}

/** Sums of `values` over a (2r+1)² box around every pixel (an integral image). */
function boxSums(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const w = width + 1;
  const integral = new Float64Array(w * (height + 1));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) integral[(y + 1) * w + x + 1] = values[y * width + x]! + integral[y * w + x + 1]! + integral[(y + 1) * w + x]! - integral[y * w + x]!;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const [y0, y1] = [Math.max(0, y - r), Math.min(height, y + r + 1)];
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.max(0, x - r), Math.min(width, x + r + 1)];
      out[y * width + x] = integral[y1 * w + x1]! - integral[y0 * w + x1]! - integral[y1 * w + x0]! + integral[y0 * w + x0]!;
    }
  }
  return out;
}

/** Builds the edge map of RGBA pixels (a canvas's ImageData) already drawn at `scale`. */
export function buildEdgeMap(rgba: ArrayLike<number>, width: number, height: number, scale: number): EdgeMap {
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const [a, b, c, d, f, g, h, k] = [grey[i - width - 1]!, grey[i - width]!, grey[i - width + 1]!, grey[i - 1]!, grey[i + 1]!, grey[i + width - 1]!, grey[i + width]!, grey[i + width + 1]!];
      gx[i] = (c + 2 * f + k - a - 2 * d - g) / 8;
      gy[i] = (g + 2 * h + k - a - 2 * b - c) / 8;
      magnitude[i] = Math.hypot(gx[i]!, gy[i]!);
    }
  }
  // Thin ridges: a pixel stays only if it is no weaker than its two neighbours across the edge.
  const ridge = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m === 0) continue;
      const [dx, dy] = [Math.round(gx[i]! / m), Math.round(gy[i]! / m)];
      if (m >= magnitude[i + dy * width + dx]! && m >= magnitude[i - dy * width - dx]!) ridge[i] = m;
    }
  }
  const sxx = boxSums(gx.map((v) => v * v), width, height, TENSOR_RADIUS);
  const syy = boxSums(gy.map((v) => v * v), width, height, TENSOR_RADIUS);
  const sxy = boxSums(gx.map((v, i) => v * gy[i]!), width, height, TENSOR_RADIUS);
  const response = new Float32Array(width * height);
  for (let i = 0; i < response.length; i++) {
    const [p, q, r] = [sxx[i]!, syy[i]!, sxy[i]!];
    response[i] = (p + q) / 2 - Math.sqrt(((p - q) / 2) ** 2 + r * r);
  }
  const corner = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = response[i]!;
      let peak = v > 0;
      for (let dy = -1; dy <= 1 && peak; dy++) for (let dx = -1; dx <= 1 && peak; dx++) if ((dx || dy) && response[i + dy * width + dx]! > v) peak = false;
      if (peak) corner[i] = v;
    }
  }
  let maxCorner = 0;
  for (const v of corner) if (v > maxCorner) maxCorner = v;
  const strongEdge = Math.max(MIN_EDGE, quantile(magnitude, EDGE_SHARE));
  return {
    width,
    height,
    scale,
    gx,
    gy,
    ridge,
    corner,
    strongEdge,
    strongCorner: Math.max(maxCorner * MIN_CORNER_SHARE, CORNER_EDGES * strongEdge ** 2),
  };
}

/** The window (map px either way) a corner's position is refined over. */
const REFINE_RADIUS = 4;

/**
 * A corner's sub-pixel position (OpenCV's cornerSubPix, one step): the point q where every
 * gradient g around it is perpendicular to q − p, i.e. q = (Σ g gᵀ)⁻¹ Σ g gᵀ p. Both edges'
 * lines pass through it, so it is the frame's corner, not the detector's peak beside it.
 */
function refineCorner(map: EdgeMap, cx: number, cy: number): Point {
  const { width, height, gx, gy } = map;
  let [a, b, c, bx, by] = [0, 0, 0, 0, 0];
  for (let y = Math.max(1, cy - REFINE_RADIUS); y <= Math.min(height - 2, cy + REFINE_RADIUS); y++) {
    for (let x = Math.max(1, cx - REFINE_RADIUS); x <= Math.min(width - 2, cx + REFINE_RADIUS); x++) {
      const [u, v] = [gx[y * width + x]!, gy[y * width + x]!];
      // Pixel centres at +0.5: the same frame as toPhoto.
      const [px, py] = [x + 0.5, y + 0.5];
      a += u * u;
      b += u * v;
      c += v * v;
      bx += u * u * px + u * v * py;
      by += u * v * px + v * v * py;
    }
  }
  const det = a * c - b * b;
  if (Math.abs(det) < 1e-6) return [cx + 0.5, cy + 0.5];
  const q: Point = [(c * bx - b * by) / det, (a * by - b * bx) / det];
  // A refinement that wanders off the window is noise: keep the peak.
  return Math.hypot(q[0] - cx - 0.5, q[1] - cy - 0.5) <= REFINE_RADIUS ? q : [cx + 0.5, cy + 0.5];
}

/**
 * The point of the edge through ridge pixel (x, y) nearest to (px, py) (map px, centres at +0.5):
 * the pointer moved along the edge's normal onto the edge, whose offset across the ridge is
 * found by a parabola through the magnitudes either side of it.
 */
function ontoEdge(map: EdgeMap, x: number, y: number, px: number, py: number): Point {
  const { width, gx, gy, ridge } = map;
  const i = y * width + x;
  const m = ridge[i]!;
  const [nx, ny] = [gx[i]! / m, gy[i]! / m];
  const [dx, dy] = [Math.round(nx), Math.round(ny)];
  const mag = (j: number) => Math.hypot(gx[j]!, gy[j]!);
  const [before, after] = [mag(i - dy * width - dx), mag(i + dy * width + dx)];
  const curve = before - 2 * m + after;
  const offset = curve < 0 ? Math.max(-0.5, Math.min(0.5, (before - after) / (2 * curve))) * Math.hypot(dx, dy) : 0;
  const [ex, ey] = [x + 0.5 + nx * offset, y + 0.5 + ny * offset];
  const along = (px - ex) * -ny + (py - ey) * nx;
  return [ex - ny * along, ey + nx * along];
}

/** What a dragged corner snapped to: a strong corner of the photo, or the nearest point of a strong edge. */
export type Snap = { point: Point; kind: "corner" | "edge" };

/**
 * Where a corner dragged to `point` (photo pixels) snaps within `radius` photo pixels: the
 * strongest corner near it (corners reach three quarters of the radius, weaker the farther),
 * else the nearest strong edge ridge; null when neither is near (the corner goes where it was put).
 */
export function snapPoint(map: EdgeMap, point: Point, radius: number): Snap | null {
  const { width, height, scale, ridge, corner } = map;
  const [px, py] = [point[0] * scale - 0.5, point[1] * scale - 0.5];
  const r = radius * scale;
  const [x0, x1] = [Math.max(0, Math.floor(px - r)), Math.min(width - 1, Math.ceil(px + r))];
  const [y0, y1] = [Math.max(0, Math.floor(py - r)), Math.min(height - 1, Math.ceil(py + r))];
  const toPhoto = ([x, y]: Point): Point => [x / scale, y / scale];
  let best: { x: number; y: number; score: number } | null = null;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = corner[y * width + x]!;
      const d = Math.hypot(x - px, y - py);
      if (c < map.strongCorner || d > r * 0.75) continue;
      const score = c * (1 - d / r);
      if (!best || score > best.score) best = { x, y, score };
    }
  }
  if (best) return { point: toPhoto(refineCorner(map, best.x, best.y)), kind: "corner" };
  let nearest: { x: number; y: number; d: number } | null = null;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (ridge[y * width + x]! < map.strongEdge) continue;
      const d = Math.hypot(x - px, y - py);
      if (d <= r && (!nearest || d < nearest.d)) nearest = { x, y, d };
    }
  }
  return nearest ? { point: toPhoto(ontoEdge(map, nearest.x, nearest.y, px + 0.5, py + 0.5)), kind: "edge" } : null;
}
