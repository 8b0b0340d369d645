import { ImageError, yieldToEventLoop, type RawImage } from "../core";

/** One 8-connected region of transparent pixels. */
export type TransparentRegion = {
  box: { x: number; y: number; width: number; height: number };
  area: number;
  touchesBorder: boolean;
  /** Its horizontal runs as (y, start, end) triples, end exclusive, in row order. */
  runs: Int32Array;
};

/** Pixels scanned between yields: about 2 ms of work, so requests never wait long behind a scan. */
const PIXELS_PER_SLICE = 1 << 20;

/**
 * A template whose alpha alternates on every pixel would make ~w×h/2 runs. Real templates have
 * a few per window row; 1 M runs (16 MB of tables) is far beyond them and bounds what a hostile
 * file can make us allocate.
 */
const MAX_RUNS = 1_000_000;
/** Runs summarised between yields (a few milliseconds of map updates). */
const RUNS_PER_SLICE = 1 << 17;

/** Growable run table: four typed arrays instead of an object per run (no per-pixel garbage). */
class RunTable {
  count = 0;
  y = new Int32Array(1024);
  start = new Int32Array(1024);
  end = new Int32Array(1024);
  parent = new Int32Array(1024);

  push(y: number, start: number, end: number): void {
    if (this.count === this.y.length) this.grow();
    const i = this.count++;
    this.y[i] = y;
    this.start[i] = start;
    this.end[i] = end;
    this.parent[i] = i;
  }

  find(i: number): number {
    const parent = this.parent;
    while (parent[i] !== i) {
      const grand = parent[parent[i]!]!;
      parent[i] = grand; // path halving keeps trees flat without recursion
      i = grand;
    }
    return i;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }

  private grow(): void {
    if (this.count >= MAX_RUNS) {
      throw new ImageError("too_many_windows", "This template has too many separate transparent areas");
    }
    const size = Math.min(this.count * 2, MAX_RUNS);
    for (const key of ["y", "start", "end", "parent"] as const) {
      const next = new Int32Array(size);
      next.set(this[key]);
      this[key] = next;
    }
  }
}

/** Appends the runs of pixels with alpha below `threshold` in row `y`. */
function scanRow(image: RawImage, words: Uint32Array | null, y: number, threshold: number, runs: RunTable) {
  const { data, width, channels } = image;
  const stride = channels === 1 ? 1 : channels;
  const offset = channels === 1 ? 0 : channels - 1;
  const rowStart = y * width;
  // Byte tricks on 4 alpha values at once (valid for thresholds up to 128): "some byte below"
  // and "every byte below". Opaque or fully transparent stretches are skipped 4 pixels a step.
  const low = threshold * 0x01010101;
  const lift = (128 - threshold) * 0x01010101;
  let runStart = -1;
  let x = 0;
  while (x < width) {
    const i = rowStart + x;
    if (words !== null && (i & 3) === 0 && x + 4 <= width) {
      const w = words[i >> 2]!;
      const skip =
        runStart < 0 ? ((w - low) & ~w & 0x80808080) === 0 : (((w + lift) | w) & 0x80808080) === 0;
      if (skip) {
        x += 4;
        continue;
      }
    }
    const transparent = data[i * stride + offset]! < threshold;
    if (transparent && runStart < 0) runStart = x;
    else if (!transparent && runStart >= 0) {
      runs.push(y, runStart, x);
      runStart = -1;
    }
    x++;
  }
  if (runStart >= 0) runs.push(y, runStart, width);
}

/** 8-connectivity: runs in adjacent rows join when they overlap or touch diagonally. */
function joinWithRowAbove(runs: RunTable, above: number, current: number, end: number) {
  let j = above;
  for (let i = current; i < end; i++) {
    const s = runs.start[i]!;
    const e = runs.end[i]!;
    while (j < current && runs.end[j]! < s) j++;
    for (let k = j; k < current && runs.start[k]! <= e; k++) runs.union(i, k);
  }
}

/**
 * Connected components of the pixels whose alpha is below `threshold`, 8-connected, found by
 * run-length union-find over the alpha channel (1 channel = alpha plane, 2 or 4 = alpha last).
 * `keep` chooses which regions get their runs copied out (the rest only cost their statistics).
 */
export async function labelTransparentRegions(
  image: RawImage,
  threshold: number,
  keep: (region: Omit<TransparentRegion, "runs">) => boolean,
): Promise<TransparentRegion[]> {
  if (image.channels === 3) return []; // no alpha channel: nothing is transparent
  const { data, width, height } = image;
  const aligned = image.channels === 1 && data.byteOffset % 4 === 0;
  const words = aligned ? new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2) : null;
  const runs = new RunTable();
  const rowsPerSlice = Math.max(1, Math.floor(PIXELS_PER_SLICE / width));
  let rowAbove = 0;
  for (let y = 0; y < height; y++) {
    const rowFirst = runs.count;
    scanRow(image, words, y, threshold, runs);
    joinWithRowAbove(runs, rowAbove, rowFirst, runs.count);
    rowAbove = rowFirst;
    if ((y + 1) % rowsPerSlice === 0) await yieldToEventLoop();
  }
  return collectRegions(runs, width, height, keep);
}

async function collectRegions(
  runs: RunTable,
  width: number,
  height: number,
  keep: (region: Omit<TransparentRegion, "runs">) => boolean,
): Promise<TransparentRegion[]> {
  const stats = new Map<number, { x0: number; x1: number; y0: number; y1: number; area: number; runs: number }>();
  for (let i = 0; i < runs.count; i++) {
    const root = runs.find(i);
    runs.parent[i] = root;
    const y = runs.y[i]!;
    const s = runs.start[i]!;
    const e = runs.end[i]!;
    const st = stats.get(root);
    if (!st) stats.set(root, { x0: s, x1: e, y0: y, y1: y + 1, area: e - s, runs: 1 });
    else {
      st.x0 = Math.min(st.x0, s);
      st.x1 = Math.max(st.x1, e);
      st.y1 = y + 1; // runs arrive in row order
      st.area += e - s;
      st.runs++;
    }
    if ((i + 1) % RUNS_PER_SLICE === 0) await yieldToEventLoop();
  }
  const kept = new Map<number, TransparentRegion & { filled: number }>();
  for (const [root, st] of stats) {
    const region = {
      box: { x: st.x0, y: st.y0, width: st.x1 - st.x0, height: st.y1 - st.y0 },
      area: st.area,
      touchesBorder: st.x0 === 0 || st.y0 === 0 || st.x1 === width || st.y1 === height,
    };
    if (keep(region)) kept.set(root, { ...region, runs: new Int32Array(st.runs * 3), filled: 0 });
  }
  for (let i = 0; i < runs.count; i++) {
    const region = kept.get(runs.parent[i]!);
    if (!region) continue;
    region.runs[region.filled++] = runs.y[i]!;
    region.runs[region.filled++] = runs.start[i]!;
    region.runs[region.filled++] = runs.end[i]!;
  }
  return [...kept.values()].map(({ filled: _filled, ...region }) => region);
}
