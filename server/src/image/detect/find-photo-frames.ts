import { convexHull } from "./convex-hull";
import { intersectLines, polygonArea, yieldToEventLoop, type Point, type RawImage } from "../core";
import { readGrey, type GreyImage } from "./read-grey";
import { reduceHullToQuad } from "./reduce-hull-to-quad";

/** A found picture area: its quad (TL, TR, BR, BL, full-size pixels) and how sure we are (higher is better). */
export type FoundFrame = { quad: Point[]; score: number };

/** Regions smaller than this share of the photo are switches, sockets and books, not pictures. */
const MIN_AREA_SHARE = 0.01;
/** Regions above this share are the wall itself (or a photo that is all picture). */
const MAX_AREA_SHARE = 0.8;
/** A picture area fills its quad almost completely; rings (frames, mats) and blobs do not. */
const MIN_FILL = 0.88;
/** An edge is a gradient this many times the photo's typical one, and at least this many levels per pixel. */
const EDGE_FACTOR = 4;
const MIN_EDGE = 5;
/** Sides are searched this far (working pixels) either way for the strongest edge. */
const SEARCH_PX = 5;
/** At most this many proposals: more is clutter in the editor. */
const MAX_FRAMES = 6;

function gradients(grey: GreyImage): Float32Array {
  const { data, width, height } = grey;
  const g = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = data[i - width + 1]! + 2 * data[i + 1]! + data[i + width + 1]! - data[i - width - 1]! - 2 * data[i - 1]! - data[i + width - 1]!;
      const gy = data[i + width - 1]! + 2 * data[i + width]! + data[i + width + 1]! - data[i - width - 1]! - 2 * data[i - width]! - data[i - width + 1]!;
      g[i] = Math.hypot(gx, gy) / 8;
    }
  }
  return g;
}

function median(values: Float32Array): number {
  const histogram = new Uint32Array(256);
  for (const v of values) histogram[Math.min(255, v | 0)]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= values.length / 2) return v + 0.5;
  }
  return 255;
}

type Region = { pixels: number[]; touchesBorder: boolean; sum: number; sumSq: number };

/** 4-connected regions of calm (non-edge) pixels. */
function calmRegions(grey: GreyImage, calm: Uint8Array): Region[] {
  const { width, height, data } = grey;
  const seen = new Uint8Array(width * height);
  const regions: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < calm.length; start++) {
    if (!calm[start] || seen[start]) continue;
    const region: Region = { pixels: [], touchesBorder: false, sum: 0, sumSq: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      region.pixels.push(i);
      region.sum += data[i]!;
      region.sumSq += data[i]! * data[i]!;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.touchesBorder = true;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && calm[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    regions.push(region);
  }
  return regions;
}

/** The hull of a region's pixel squares: per row only the leftmost and rightmost corners matter. */
function regionHull(pixels: number[], width: number): Point[] {
  const rows = new Map<number, [number, number]>();
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    const r = rows.get(y);
    if (!r) rows.set(y, [x, x]);
    else {
      if (x < r[0]) r[0] = x;
      if (x > r[1]) r[1] = x;
    }
  }
  const points: Point[] = [];
  for (const [y, [a, b]] of rows) points.push([a, y], [b + 1, y], [a, y + 1], [b + 1, y + 1]);
  return convexHull(points);
}

/** Gradient at a sub-pixel position (bilinear). */
function sample(g: Float32Array, width: number, height: number, x: number, y: number): number {
  const fx = Math.min(width - 1.001, Math.max(0, x - 0.5));
  const fy = Math.min(height - 1.001, Math.max(0, y - 0.5));
  const x0 = fx | 0;
  const y0 = fy | 0;
  const ax = fx - x0;
  const ay = fy - y0;
  const i = y0 * width + x0;
  return (g[i]! * (1 - ax) + g[i + 1]! * ax) * (1 - ay) + (g[i + width]! * (1 - ax) + g[i + width + 1]! * ax) * ay;
}

/**
 * Moves each side of a coarse quad (the calm region stops a little inside the picture's edge) onto
 * the strongest gradient nearby: per side, the offset along its normal where the summed gradient
 * peaks (parabola-refined), then corners where the moved sides meet. Returns null when a side has
 * no edge under it (not a framed picture), with the mean edge strength otherwise.
 */
function snapToEdges(quad: Point[], g: Float32Array, grey: GreyImage): { quad: Point[]; strength: number } | null {
  const { width, height } = grey;
  const lines: [Point, Point][] = [];
  let strength = 0;
  for (let s = 0; s < 4; s++) {
    const a = quad[s]!;
    const b = quad[(s + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (b[1] - a[1]) / length; // outwards for a clockwise quad
    const ny = -(b[0] - a[0]) / length;
    const steps = 4 * SEARCH_PX + 1;
    const profile = new Float64Array(steps);
    const samples = Math.max(8, Math.round(length));
    for (let k = 0; k < samples; k++) {
      const t = 0.1 + (0.8 * (k + 0.5)) / samples; // keep off the corners
      const px = a[0] + (b[0] - a[0]) * t;
      const py = a[1] + (b[1] - a[1]) * t;
      for (let j = 0; j < steps; j++) {
        const d = -SEARCH_PX + j * 0.5;
        profile[j]! += sample(g, width, height, px + nx * d, py + ny * d);
      }
    }
    let best = 0;
    for (let j = 1; j < steps; j++) if (profile[j]! > profile[best]!) best = j;
    let offset = -SEARCH_PX + best * 0.5;
    if (best > 0 && best < steps - 1) {
      const l = profile[best - 1]!;
      const c = profile[best]!;
      const r = profile[best + 1]!;
      const den = l - 2 * c + r;
      if (den < 0) offset += (0.5 * 0.5 * (l - r)) / den;
    }
    strength += profile[best]! / samples / 4;
    lines.push([
      [a[0] + nx * offset, a[1] + ny * offset],
      [b[0] + nx * offset, b[1] + ny * offset],
    ]);
  }
  const corners: Point[] = [];
  for (let s = 0; s < 4; s++) {
    const before = lines[(s + 3) % 4]!;
    const side = lines[s]!;
    const meet = intersectLines(before[0], before[1], side[0], side[1]);
    if (!meet) return null;
    corners.push(meet.point);
  }
  return { quad: corners, strength };
}

/** Rotates a clockwise quad so it starts at the top-left (the side highest up is the top). */
function startAtTopLeft(quad: Point[]): Point[] {
  const sideHeight = (i: number) => quad[i]![1] + quad[(i + 1) % 4]![1];
  let top = 0;
  for (let i = 1; i < 4; i++) if (sideHeight(i) < sideHeight(top)) top = i;
  return [0, 1, 2, 3].map((k) => quad[(top + k) % 4]!);
}

/**
 * Frames, canvases and posters hanging in an opaque photo: light or uniform quadrilaterals
 * bounded by strong straight edges, straight on or at an angle. Best first. See README.md.
 */
export async function findPhotoFrames(image: RawImage): Promise<FoundFrame[]> {
  const grey = await readGrey(image);
  const { width, height } = grey;
  const g = gradients(grey);
  const threshold = Math.max(MIN_EDGE, EDGE_FACTOR * median(g));
  const calm = new Uint8Array(width * height);
  for (let i = 0; i < calm.length; i++) calm[i] = g[i]! < threshold ? 1 : 0;
  await yieldToEventLoop();
  const regions = calmRegions(grey, calm);
  await yieldToEventLoop();

  const total = width * height;
  const wallMean = (() => {
    const wall = regions.reduce<Region | undefined>((a, r) => (r.touchesBorder && (!a || r.pixels.length > a.pixels.length) ? r : a), undefined);
    return wall ? wall.sum / wall.pixels.length : 128;
  })();
  const found: FoundFrame[] = [];
  for (const region of regions) {
    const area = region.pixels.length;
    if (region.touchesBorder || area < MIN_AREA_SHARE * total || area > MAX_AREA_SHARE * total) continue;
    const coarse = reduceHullToQuad(regionHull(region.pixels, width));
    if (!coarse) continue;
    const quadArea = Math.abs(polygonArea(coarse));
    if (area / quadArea < MIN_FILL) continue;
    const snapped = snapToEdges(coarse, g, grey);
    if (!snapped || snapped.strength < threshold) continue;
    const mean = region.sum / area;
    const spread = Math.sqrt(Math.max(0, region.sumSq / area - mean * mean));
    // Light (brighter than the wall) or uniform (little texture inside) pictures score higher.
    const lightness = Math.max(0, (mean - wallMean) / 64);
    const uniformity = 1 / (1 + spread / 8);
    const score = (area / total) * (area / quadArea) * (1 + lightness + uniformity) * Math.min(2, snapped.strength / threshold);
    const quad = startAtTopLeft(snapped.quad).map(([x, y]): Point => [
      Math.min(image.width, Math.max(0, x / grey.scale)),
      Math.min(image.height, Math.max(0, y / grey.scale)),
    ]);
    found.push({ quad, score });
  }
  return found.sort((a, b) => b.score - a.score).slice(0, MAX_FRAMES);
}
