import type { Point } from "../core";
import type { Gradients } from "./find-line-segments";
import type { GreyImage } from "./read-grey";

/** Per side: share of it with an edge across it, and the mean signed gradient across it (outwards). */
export type SideEvidence = { support: number; contrast: number };

/** A gradient counts for a side when it points within ~35° of the side's normal. */
const ORIENTED_COS = 0.82;
/** The side may be off by this much (working px) where the edge is searched. */
const SEARCH = [-1, -0.5, 0, 0.5, 1];

/** The index of the pixel under (x, y), clamped to the image (the grey and gradient arrays share it). */
const pixelAt = (width: number, height: number, x: number, y: number) =>
  Math.min(height - 1, Math.max(0, Math.floor(y))) * width + Math.min(width - 1, Math.max(0, Math.floor(x)));

/** Side `s` of a clockwise quad: from its corner to the next, its length and its outward normal. */
function side(quad: Point[], s: number) {
  const a = quad[s]!;
  const b = quad[(s + 1) % 4]!;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return { b, length, nx: (b[1] - a[1]) / length, ny: -(b[0] - a[0]) / length };
}

/**
 * How much of each side (TL→TR, TR→BR, BR→BL, BL→TL) has an edge along it: samples every working
 * pixel between 5 % and 95 % of the side, each a hit when the gradient within a pixel of it is
 * strong and points across the side.
 */
export function measureSides(quad: Point[], g: Gradients): SideEvidence[] {
  const { gx, gy, mag, width, height, threshold } = g;
  return quad.map((a, s) => {
    const { b, length, nx, ny } = side(quad, s);
    const samples = Math.max(6, Math.round(length * 0.9));
    let hits = 0;
    let contrast = 0;
    for (let k = 0; k < samples; k++) {
      const t = 0.05 + (0.9 * (k + 0.5)) / samples;
      const px = a[0] + (b[0] - a[0]) * t;
      const py = a[1] + (b[1] - a[1]) * t;
      let best = 0;
      let signed = 0;
      for (const d of SEARCH) {
        const x = px + nx * d;
        const y = py + ny * d;
        const i = pixelAt(width, height, x, y);
        const m = mag[i]!;
        const across = gx[i]! * nx + gy[i]! * ny;
        if (Math.abs(across) >= ORIENTED_COS * m && m > best) {
          best = m;
          signed = across;
        }
      }
      if (best >= threshold) hits++;
      contrast += signed;
    }
    return { support: hits / samples, contrast: contrast / samples };
  });
}

/** A point of the quad at (u, v) in [0, 1]² (bilinear in the corners: close enough to perspective for sampling). */
export const quadPoint = (q: Point[], u: number, v: number): Point => {
  const [tl, tr, br, bl] = q as [Point, Point, Point, Point];
  const top: Point = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom: Point = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
};

/** Grey statistics of an area: mean, spread, share of clipped highlights and of edge pixels. */
export type AreaStats = { mean: number; spread: number; clipped: number; edges: number };

/** Statistics of the quad's inside on an n × n grid of samples. */
export function measureInside(quad: Point[], grey: GreyImage, g: Gradients, n = 24): AreaStats {
  const points: Point[] = [];
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) points.push(quadPoint(quad, (i + 0.5) / n, (j + 0.5) / n));
  return stats(points, grey, g);
}

/** Statistics of the band between an outer quad and an inner one (the same corners order). */
export function measureBand(outer: Point[], inner: Point[], grey: GreyImage, g: Gradients): AreaStats {
  const points: Point[] = [];
  for (const f of [0.3, 0.5, 0.7]) {
    const ring = outer.map((o, i): Point => [o[0] + (inner[i]![0] - o[0]) * f, o[1] + (inner[i]![1] - o[1]) * f]);
    for (let s = 0; s < 4; s++) {
      const a = ring[s]!;
      const b = ring[(s + 1) % 4]!;
      for (let k = 0; k < 16; k++) {
        const t = (k + 0.5) / 16;
        points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      }
    }
  }
  return stats(points, grey, g);
}

function stats(points: Point[], grey: GreyImage, g: Gradients): AreaStats {
  let sum = 0;
  let sumSq = 0;
  let clipped = 0;
  let edges = 0;
  for (const [x, y] of points) {
    const i = pixelAt(grey.width, grey.height, x, y);
    const v = grey.data[i]!;
    sum += v;
    sumSq += v * v;
    if (v >= 245) clipped++;
    if (g.mag[i]! >= g.threshold) edges++;
  }
  const n = points.length;
  const mean = sum / n;
  return { mean, spread: Math.sqrt(Math.max(0, sumSq / n - mean * mean)), clipped: clipped / n, edges: edges / n };
}

/**
 * The wall starts this far outside a side (working px): nearer, the side's own edge, blurred
 * (σ = 1) and differentiated (3 × 3), still reads as an edge — on a small picture that is most
 * of a band 15 % out, so a bare canvas 60 px across looked like one on a busy wall.
 */
const WALL_GAP = 3;
/** The band reaches this share of the quad's extent across each side further out (as a quad grown by 15 %). */
const WALL_DEPTH_SHARE = 0.075;

/** The wall beside one side of a quad: share of edge pixels and mean grey. */
export type WallSide = { edges: number; tone: number };

/** The wall beside each side (TL→TR, TR→BR, BR→BL, BL→TL) of a clockwise quad. */
export function measureWall(quad: Point[], grey: GreyImage, g: Gradients): WallSide[] {
  return quad.map((a, s) => {
    const { b, nx, ny } = side(quad, s);
    const across = quad[(s + 2) % 4]!;
    const extent = Math.hypot(across[0] - b[0], across[1] - b[1]);
    let edges = 0;
    let tone = 0;
    let n = 0;
    for (let j = 0; j < 5; j++) {
      const d = WALL_GAP + (WALL_DEPTH_SHARE * extent * j) / 4;
      for (let k = 0; k < 24; k++) {
        const t = 0.05 + (0.9 * (k + 0.5)) / 24;
        const x = a[0] + (b[0] - a[0]) * t + nx * d;
        const y = a[1] + (b[1] - a[1]) * t + ny * d;
        const i = pixelAt(g.width, g.height, x, y);
        if (g.mag[i]! >= g.threshold) edges++;
        tone += grey.data[i]!;
        n++;
      }
    }
    return { edges: edges / n, tone: tone / n };
  });
}

/** The quad grown (positive) or shrunk by a share of its own size on every side, about its centre. */
export function scaleQuad(quad: Point[], factor: number): Point[] {
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
  return quad.map(([x, y]): Point => [cx + (x - cx) * factor, cy + (y - cy) * factor]);
}
