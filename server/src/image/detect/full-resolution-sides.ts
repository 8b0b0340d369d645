import { intersectLines, sampleBilinear, type Point, type RawImage } from "../core";

/**
 * Full-resolution work on a found quad's sides (TL, TR, BR, BL, full-size pixels): edge strength
 * across each side at every depth, measured in colour (a red frame on a red wall differs in hue
 * more than in grey) and as the median over positions along the side, so an edge counts only
 * where it runs along most of the side (glare, a candle or the picture's content do not).
 */

/** Positions sampled along a side, between these shares of it (clear of the corners, where the neighbouring sides' bands cross). */
const ALONG = [0.15, 0.85];
const POSITIONS = 48;

function colourAt(image: RawImage, x: number, y: number, out: Float32Array): void {
  for (let c = 0; c < 3; c++) out[c] = sampleBilinear(image, x, y, c);
}

/** Unit inward normal of the side a→b of a clockwise (on screen) quad. */
const inward = (a: Point, b: Point): Point => {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
};

/**
 * Edge strength across the side a→b at depths from, from + step, … (inwards positive, full px):
 * per position, the colour difference between one step in and one step out (Euclidean in RGB);
 * then the median over the positions. Also the along-side roughness at each depth (mean colour
 * difference between neighbouring positions): low in a moulding's or mat's even band, high in a
 * picture's content.
 */
export function sideProfile(image: RawImage, a: Point, b: Point, from: number, to: number, step: number): { depths: number[]; strength: number[]; roughness: number[] } {
  const [nx, ny] = inward(a, b);
  const count = Math.max(1, Math.floor((to - from) / step) + 1);
  const samples = count + 2;
  const colours = new Float32Array(POSITIONS * samples * 3);
  const c = new Float32Array(3);
  for (let p = 0; p < POSITIONS; p++) {
    const t = ALONG[0]! + ((ALONG[1]! - ALONG[0]!) * (p + 0.5)) / POSITIONS;
    const px = a[0] + (b[0] - a[0]) * t;
    const py = a[1] + (b[1] - a[1]) * t;
    for (let k = 0; k < samples; k++) {
      const d = from + (k - 1) * step;
      colourAt(image, px + nx * d, py + ny * d, c);
      colours.set(c, (p * samples + k) * 3);
    }
  }
  const depths: number[] = [];
  const strength: number[] = [];
  const roughness: number[] = [];
  const diffs = new Float32Array(POSITIONS);
  for (let k = 1; k <= count; k++) {
    let rough = 0;
    for (let p = 0; p < POSITIONS; p++) {
      const o = (p * samples + k) * 3;
      const before = o - 3;
      const after = o + 3;
      const dr = colours[after]! - colours[before]!;
      const dg = colours[after + 1]! - colours[before + 1]!;
      const db = colours[after + 2]! - colours[before + 2]!;
      diffs[p] = Math.sqrt(dr * dr + dg * dg + db * db);
      if (p > 0) {
        const q = o - samples * 3;
        rough += Math.abs(colours[o]! - colours[q]!) + Math.abs(colours[o + 1]! - colours[q + 1]!) + Math.abs(colours[o + 2]! - colours[q + 2]!);
      }
    }
    diffs.sort();
    depths.push(from + (k - 1) * step);
    strength.push(diffs[POSITIONS >> 1]!);
    roughness.push(rough / (POSITIONS - 1));
  }
  return { depths, strength, roughness };
}

/** The quad whose sides are the given quad's sides moved inwards by `shifts` (one per side, full px). */
export function shiftSides(quad: Point[], shifts: number[]): Point[] | null {
  const lines = quad.map((a, s) => {
    const b = quad[(s + 1) % 4]!;
    const [nx, ny] = inward(a, b);
    const d = shifts[s]!;
    return [[a[0] + nx * d, a[1] + ny * d], [b[0] + nx * d, b[1] + ny * d]] as [Point, Point];
  });
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const prev = lines[(i + 3) % 4]!;
    const cur = lines[i]!;
    const hit = intersectLines(prev[0], prev[1], cur[0], cur[1]);
    if (!hit) return null;
    corners.push(hit.point);
  }
  return corners;
}

/** Positions along a side where its edge is measured for refining (between 10 % and 90 % of it). */
const REFINE_POSITIONS = 32;

/**
 * Each side fitted to the colour edge within `radius` full px of it: per position along the side,
 * the depth of the strongest colour difference across it (sub-pixel: a parabola through the peak
 * and its neighbours); positions with a weak peak (glare, an object in front) are left out, and a
 * line — offset and tilt — is fitted to the rest. Corners are where the fitted sides meet. A
 * side with too few good positions stays.
 */
export function refineSides(image: RawImage, quad: Point[], radius: number): Point[] {
  const step = Math.max(0.5, radius / 8);
  const count = Math.floor((2 * radius) / step) + 1;
  const before = new Float32Array(3);
  const after = new Float32Array(3);
  const lines = quad.map((a, s): [Point, Point] => {
    const b = quad[(s + 1) % 4]!;
    const [nx, ny] = inward(a, b);
    const found: { t: number; depth: number; strength: number }[] = [];
    const strength = new Float32Array(count);
    for (let p = 0; p < REFINE_POSITIONS; p++) {
      const t = 0.1 + (0.8 * (p + 0.5)) / REFINE_POSITIONS;
      const px = a[0] + (b[0] - a[0]) * t;
      const py = a[1] + (b[1] - a[1]) * t;
      let best = 0;
      for (let k = 0; k < count; k++) {
        const d = -radius + k * step;
        colourAt(image, px + nx * (d - 1), py + ny * (d - 1), before);
        colourAt(image, px + nx * (d + 1), py + ny * (d + 1), after);
        strength[k] = Math.hypot(after[0]! - before[0]!, after[1]! - before[1]!, after[2]! - before[2]!);
        if (strength[k]! > strength[best]!) best = k;
      }
      if (best === 0 || best === count - 1) continue;
      const [l, m, r] = [strength[best - 1]!, strength[best]!, strength[best + 1]!];
      const denom = l - 2 * m + r;
      const offset = denom < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / denom)) : 0;
      found.push({ t, depth: -radius + (best + offset) * step, strength: m });
    }
    const keep = (() => {
      const sorted = found.map((f) => f.strength).sort((x, y) => x - y);
      const median = sorted[sorted.length >> 1] ?? 0;
      return found.filter((f) => f.strength >= 0.5 * median);
    })();
    if (keep.length < REFINE_POSITIONS / 3) return [a, b];
    // Least squares depth = c0 + c1 (t − mean t), then one pass without the positions far off it.
    const fit = (points: typeof keep) => {
      const mt = points.reduce((sum, f) => sum + f.t, 0) / points.length;
      const md = points.reduce((sum, f) => sum + f.depth, 0) / points.length;
      let stt = 0;
      let std = 0;
      for (const f of points) {
        stt += (f.t - mt) ** 2;
        std += (f.t - mt) * (f.depth - md);
      }
      const slope = stt > 0 ? std / stt : 0;
      return (t: number) => md + slope * (t - mt);
    };
    let line = fit(keep);
    const close = keep.filter((f) => Math.abs(f.depth - line(f.t)) <= Math.max(1, step * 2));
    if (close.length >= REFINE_POSITIONS / 3) line = fit(close);
    const da = line(0);
    const db = line(1);
    return [
      [a[0] + nx * da, a[1] + ny * da],
      [b[0] + nx * db, b[1] + ny * db],
    ];
  });
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const prev = lines[(i + 3) % 4]!;
    const cur = lines[i]!;
    const hit = intersectLines(prev[0], prev[1], cur[0], cur[1]);
    if (!hit) return quad;
    corners.push(hit.point);
  }
  return corners;
}

/** A ring's inner edge: at least this strong (colour difference over two steps)… */
const MIN_RING_EDGE = 25;
/** …and this share of the outer edge's strength… */
const MIN_RING_EDGE_SHARE = 0.25;
/** …with the band outside it (the moulding, the mat) this much calmer along the side than the picture inside it. */
const MAX_BAND_ROUGHNESS = 0.7;
/** A ring is at most this share of the quad's smaller size deep, and about even all round. */
const MAX_RING_DEPTH = 0.3;
const MAX_RING_UNEVENNESS = 4;
/** A mat is often cut wider at the bottom than at the top and sides (a weighted mat): on the bottom side the ring may be this much deeper. */
const BOTTOM_WEIGHT = 1.2;

const sideLength = (q: Point[], s: number) => Math.hypot(q[(s + 1) % 4]![0] - q[s]![0], q[(s + 1) % 4]![1] - q[s]![1]);
const meanOf = (values: number[], from: number, to: number) => {
  let sum = 0;
  let n = 0;
  for (let k = Math.max(0, from); k <= Math.min(values.length - 1, to); k++, n++) sum += values[k]!;
  return n ? sum / n : 0;
};

/**
 * A frame's opening inside its outer edge, found at full resolution: on every side, going
 * inwards, the strongest edge along the side (median over positions) where an even band — the
 * moulding, its lip, a mat — gives way to the picture's content, which changes along the side.
 * `minDepth` is the narrowest ring (full px). Null when a side has no such edge or the ring is
 * uneven.
 */
export function findInnerRing(image: RawImage, quad: Point[], minDepth: number): Point[] | null {
  const size = Math.min(sideLength(quad, 0), sideLength(quad, 1), sideLength(quad, 2), sideLength(quad, 3));
  const maxDepth = MAX_RING_DEPTH * size;
  if (maxDepth <= 2 * minDepth) return null;
  const step = Math.max(1, maxDepth / 120);
  const window = Math.max(3, Math.round((0.05 * size) / step));
  const depths: number[] = [];
  for (let s = 0; s < 4; s++) {
    const depth = s === 2 ? BOTTOM_WEIGHT * maxDepth : maxDepth;
    const profile = sideProfile(image, quad[s]!, quad[(s + 1) % 4]!, -minDepth, depth, step);
    const { strength, roughness } = profile;
    const first = profile.depths.findIndex((d) => d >= minDepth);
    const outer = Math.max(...strength.slice(0, first));
    let best = -1;
    for (let k = Math.max(1, first + 1); k < strength.length - 1; k++) {
      const v = strength[k]!;
      if (v < strength[k - 1]! || v <= strength[k + 1]! || v < MIN_RING_EDGE || v < MIN_RING_EDGE_SHARE * outer) continue;
      const band = meanOf(roughness, first, k - 1);
      const inside = meanOf(roughness, k + 2, k + 1 + window);
      if (band > MAX_BAND_ROUGHNESS * inside) continue;
      if (best < 0 || v > strength[best]!) best = k;
    }
    if (best < 0) return null;
    depths.push(profile.depths[best]!);

  }
  const lo = Math.min(...depths);
  const hi = Math.max(...depths);
  if (hi > MAX_RING_UNEVENNESS * lo + 2 * minDepth) return null;
  return shiftSides(quad, depths);
}
