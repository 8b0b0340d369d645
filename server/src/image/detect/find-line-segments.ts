import type { GreyImage } from "./read-grey";

/** Sobel gradients of the working copy, levels per pixel. */
export type Gradients = { gx: Float32Array; gy: Float32Array; mag: Float32Array; width: number; height: number; threshold: number };

/**
 * A straight edge: endpoints `a`→`b` in working pixels, its unit direction and normal (the side
 * the gradient points to, so polarity is kept: a dark line gives two segments of opposite
 * normals), and its mean gradient.
 */
export type Segment = { a: [number, number]; b: [number, number]; dir: [number, number]; normal: [number, number]; length: number; strength: number };

/** Edges are gradients this many times the photo's median one (shadow edges of light canvases are faint)… */
const EDGE_FACTOR = 2;
/** …at least this many levels per pixel, and never more than the other (a busy photo still has faint frames). */
const MIN_EDGE = 2.5;
const MAX_EDGE = 6;
/** Pixels join a segment when their gradient turns less than this from the segment's (LSD's 22.5°). */
const COS_TOLERANCE = Math.cos(Math.PI / 8);
/** Shorter segments are texture, not the side of a frame. */
const MIN_LENGTH = 8;
/** A segment's pixels fill at least this share of its rectangle (LSD's density test). */
const MIN_DENSITY = 0.55;

export function computeGradients(grey: GreyImage): Gradients {
  const { data, width, height } = grey;
  const n = width * height;
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const mag = new Float32Array(n);
  const histogram = new Uint32Array(256);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const dx = data[i - width + 1]! + 2 * data[i + 1]! + data[i + width + 1]! - data[i - width - 1]! - 2 * data[i - 1]! - data[i + width - 1]!;
      const dy = data[i + width - 1]! + 2 * data[i + width]! + data[i + width + 1]! - data[i - width - 1]! - 2 * data[i - width]! - data[i - width + 1]!;
      gx[i] = dx / 8;
      gy[i] = dy / 8;
      const m = Math.sqrt(dx * dx + dy * dy) / 8;
      mag[i] = m;
      histogram[Math.min(255, m | 0)]!++;
    }
  }
  let seen = 0;
  let median = 255;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= n / 2) {
      median = v + 0.5;
      break;
    }
  }
  return { gx, gy, mag, width, height, threshold: Math.min(MAX_EDGE, Math.max(MIN_EDGE, EDGE_FACTOR * median)) };
}

/**
 * Straight edge segments, after the line segment detector (von Gioi et al., LSD, 2012) without its
 * a-contrario test: pixels seeded strongest first grow into regions whose gradient keeps one
 * direction (polarity included), and each region dense and long enough becomes a segment fitted
 * by its second moments.
 */
export function findLineSegments(g: Gradients): Segment[] {
  const { gx, gy, mag, width, height, threshold } = g;
  const n = width * height;
  const used = new Uint8Array(n);
  // Each edge pixel's gradient direction as a unit vector (no trigonometry in the region growing).
  const ux = new Float32Array(n);
  const uy = new Float32Array(n);
  // Strongest first, by a counting sort on whole levels (LSD's pseudo-ordering).
  const counts = new Uint32Array(257);
  for (let i = 0; i < n; i++) {
    if (mag[i]! < threshold) {
      used[i] = 1;
      continue;
    }
    ux[i] = gx[i]! / mag[i]!;
    uy[i] = gy[i]! / mag[i]!;
    counts[255 - Math.min(255, mag[i]! | 0) + 1]!++;
  }
  for (let b = 1; b < 257; b++) counts[b]! += counts[b - 1]!;
  const seeds = new Uint32Array(counts[256]!);
  for (let i = 0; i < n; i++) if (!used[i]) seeds[counts[255 - Math.min(255, mag[i]! | 0)]!++] = i;
  const segments: Segment[] = [];
  const region: number[] = [];
  for (const seed of seeds) {
    if (used[seed]) continue;
    region.length = 0;
    region.push(seed);
    used[seed] = 1;
    // The region's direction: the mean of its pixels' unit gradients, normalised.
    let sumX = ux[seed]!;
    let sumY = uy[seed]!;
    let dirX = sumX;
    let dirY = sumY;
    for (let k = 0; k < region.length; k++) {
      const i = region[k]!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 1 || yy >= height - 1) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 1 || xx >= width - 1) continue;
          const j = yy * width + xx;
          if (used[j] || ux[j]! * dirX + uy[j]! * dirY < COS_TOLERANCE) continue;
          used[j] = 1;
          region.push(j);
          sumX += ux[j]!;
          sumY += uy[j]!;
          const norm = Math.sqrt(sumX * sumX + sumY * sumY);
          dirX = sumX / norm;
          dirY = sumY / norm;
        }
      }
    }
    if (region.length < MIN_LENGTH) continue;
    const segment = fitSegment(region, g, dirX, dirY);
    if (segment) segments.push(segment);
  }
  return segments;
}

function fitSegment(region: number[], g: Gradients, gradX: number, gradY: number): Segment | null {
  const { mag, width } = g;
  let w = 0;
  let cx = 0;
  let cy = 0;
  for (const i of region) {
    const m = mag[i]!;
    const x = (i % width) + 0.5;
    const y = Math.floor(i / width) + 0.5;
    w += m;
    cx += m * x;
    cy += m * y;
  }
  cx /= w;
  cy /= w;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const i of region) {
    const m = mag[i]!;
    const x = (i % width) + 0.5 - cx;
    const y = Math.floor(i / width) + 0.5 - cy;
    sxx += m * x * x;
    sxy += m * x * y;
    syy += m * y * y;
  }
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const dir: [number, number] = [Math.cos(theta), Math.sin(theta)];
  let t0 = Infinity;
  let t1 = -Infinity;
  let s0 = Infinity;
  let s1 = -Infinity;
  for (const i of region) {
    const x = (i % width) + 0.5 - cx;
    const y = Math.floor(i / width) + 0.5 - cy;
    const t = x * dir[0] + y * dir[1];
    const s = -x * dir[1] + y * dir[0];
    if (t < t0) t0 = t;
    if (t > t1) t1 = t;
    if (s < s0) s0 = s;
    if (s > s1) s1 = s;
  }
  const length = t1 - t0 + 1;
  const thickness = s1 - s0 + 1;
  if (length < MIN_LENGTH || region.length < MIN_DENSITY * length * thickness || thickness > Math.max(4, length / 3)) return null;
  // The normal points the way the gradient does (towards the lighter side).
  let normal: [number, number] = [-dir[1], dir[0]];
  if (normal[0] * gradX + normal[1] * gradY < 0) normal = [dir[1], -dir[0]];
  return {
    a: [cx + dir[0] * t0, cy + dir[1] * t0],
    b: [cx + dir[0] * t1, cy + dir[1] * t1],
    dir,
    normal,
    length,
    strength: w / region.length,
  };
}
