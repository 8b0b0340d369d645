import type { Point } from "../core";
import type { Gradients } from "./find-line-segments";
import { measureBand, type SideEvidence } from "./measure-quad";
import type { GreyImage } from "./read-grey";

/** A quadrilateral with an edge on all four sides (working pixels) and its area. */
export type Candidate = { quad: Point[]; sides: SideEvidence[]; area: number };

/** A ring (moulding, fillet, mat) is at least this wide (working px)… */
const MIN_RING = 0.7;
/** …at most this share of the frame's smaller size… */
const MAX_RING_SHARE = 0.32;
/** …about even all round (perspective and a mat's wider bottom allowed)… */
const MAX_RING_UNEVENNESS = 5;
/** …and calm: few edges inside it (a picture's content is not a ring), checked once it is wide enough not to be all edge. */
const MAX_RING_EDGES = 0.35;
const CALM_CHECK_WIDTH = 6;

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** All of `inner`'s corners inside (or on) the clockwise quad `outer`. */
export function containsQuad(outer: Point[], inner: Point[]): boolean {
  return inner.every((p) => outer.every((a, i) => cross(a, outer[(i + 1) % 4]!, p) >= -1));
}

/** How far in each of `inner`'s sides lies from the matching side of `outer` (at its middle). */
export function ringWidths(outer: Point[], inner: Point[]): number[] {
  return outer.map((a, s) => {
    const b = outer[(s + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const p = inner[s]!;
    const q = inner[(s + 1) % 4]!;
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    return cross(a, b, mid) / length;
  });
}

const size = (q: Point[]) => Math.min(Math.hypot(q[1]![0] - q[0]![0], q[1]![1] - q[0]![1]), Math.hypot(q[3]![0] - q[0]![0], q[3]![1] - q[0]![1]));

/**
 * From an object's outer edge inwards, ring by ring: a frame's moulding (its parallel double
 * edge), a fillet, a mat, each a calm band about even all round, until the next step in would
 * cross a picture's content. The last quad is the opening art goes into; for a mat, the one
 * before it is the frame's opening.
 */
export function chooseOpening(root: Candidate, candidates: Candidate[], grey: GreyImage, g: Gradients): Candidate[] {
  const path = [root];
  for (;;) {
    const cur = path[path.length - 1]!;
    const limit = MAX_RING_SHARE * size(cur.quad);
    let next: Candidate | undefined;
    let nextWidth = Infinity;
    for (const c of candidates) {
      if (c === cur || c.area >= cur.area || !containsQuad(cur.quad, c.quad)) continue;
      const widths = ringWidths(cur.quad, c.quad);
      const lo = Math.min(...widths);
      const hi = Math.max(...widths);
      if (lo < MIN_RING || hi > limit || hi > MAX_RING_UNEVENNESS * lo + 3 || hi >= nextWidth) continue;
      if (lo >= CALM_CHECK_WIDTH && measureBand(cur.quad, c.quad, grey, g).edges > MAX_RING_EDGES) continue;
      next = c;
      nextWidth = hi;
    }
    if (!next) return path;
    path.push(next);
  }
}
