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

/** Bounding boxes (x0, y0, x1, y1) of quads, kept per quad: containment is asked of every pair of candidates. */
const boxes = new WeakMap<Point[], [number, number, number, number]>();
function box(q: Point[]): [number, number, number, number] {
  let b = boxes.get(q);
  if (!b) {
    const xs = q.map((p) => p[0]);
    const ys = q.map((p) => p[1]);
    b = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    boxes.set(q, b);
  }
  return b;
}

/** All of `inner`'s corners inside (or on) the clockwise quad `outer`. */
export function containsQuad(outer: Point[], inner: Point[]): boolean {
  // A point inside (within the 1-unit tolerance) lies within a pixel of the outer box: most pairs end here.
  const o = box(outer);
  for (const p of inner) if (p[0] < o[0] - 1 || p[0] > o[2] + 1 || p[1] < o[1] - 1 || p[1] > o[3] + 1) return false;
  for (const p of inner) for (let i = 0; i < 4; i++) if (cross(outer[i]!, outer[(i + 1) % 4]!, p) < -1) return false;
  return true;
}

/** How far in `inner`'s side `s` lies from the matching side of `outer` (at its middle). */
function ringWidth(outer: Point[], inner: Point[], s: number): number {
  const a = outer[s]!;
  const b = outer[(s + 1) % 4]!;
  const p = inner[s]!;
  const q = inner[(s + 1) % 4]!;
  const mx = (p[0] + q[0]) / 2;
  const my = (p[1] + q[1]) / 2;
  return ((b[0] - a[0]) * (my - a[1]) - (b[1] - a[1]) * (mx - a[0])) / Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/** How far in each of `inner`'s sides lies from the matching side of `outer` (at its middle). */
export const ringWidths = (outer: Point[], inner: Point[]): number[] => [0, 1, 2, 3].map((s) => ringWidth(outer, inner, s));

const size = (q: Point[]) => Math.min(Math.hypot(q[1]![0] - q[0]![0], q[1]![1] - q[0]![1]), Math.hypot(q[3]![0] - q[0]![0], q[3]![1] - q[0]![1]));

/**
 * A quad inside a ring no wider than MAX_RING_SHARE of the smaller side keeps at least
 * (1 − 2 × 0.32)² ≈ 13 % of the area (less only under strong perspective): smaller quads are not looked at.
 */
const MIN_INNER_AREA = 0.08;

/**
 * An inner quad with a straight edge along nearly all of every side: an ornate moulding (a
 * gilt frame's carving) is busy, but the opening cut inside it is clean all round, which a
 * picture's content almost never is.
 */
const CRISP_SUPPORT = 0.95;
const isCrisp = (c: Candidate) => c.sides.every((s) => s.support >= CRISP_SUPPORT);

/** The next ring in from `cur`: the nearest candidate inside it that forms a calm, even band, if any. `candidates` largest first. */
function nextRing(cur: Candidate, candidates: Candidate[], grey: GreyImage, g: Gradients): Candidate | null {
  const limit = MAX_RING_SHARE * size(cur.quad);
  let next: Candidate | null = null;
  let nextWidth = Infinity;
  for (const c of candidates) {
    if (c.area < MIN_INNER_AREA * cur.area) break;
    if (c === cur || c.area >= cur.area || !containsQuad(cur.quad, c.quad)) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let s = 0; s < 4 && lo >= MIN_RING && hi <= limit; s++) {
      const w = ringWidth(cur.quad, c.quad, s);
      lo = Math.min(lo, w);
      hi = Math.max(hi, w);
    }
    if (lo < MIN_RING || hi > limit || hi > MAX_RING_UNEVENNESS * lo + 3 || hi >= nextWidth) continue;
    if (lo >= CALM_CHECK_WIDTH && !isCrisp(c) && measureBand(cur.quad, c.quad, grey, g).edges > MAX_RING_EDGES) continue;
    next = c;
    nextWidth = hi;
  }
  return next;
}

/**
 * From an object's outer edge inwards, ring by ring: a frame's moulding (its parallel double
 * edge), a fillet, a mat, each a calm band about even all round, until the next step in would
 * cross a picture's content. The last quad is the opening art goes into; for a mat, the one
 * before it is the frame's opening. A quad's next ring depends on that quad alone, so walks
 * from many roots over the same candidates share `known`. `candidates` largest first.
 */
export function chooseOpening(root: Candidate, candidates: Candidate[], grey: GreyImage, g: Gradients, known = new Map<Candidate, Candidate | null>()): Candidate[] {
  const path = [root];
  for (;;) {
    const cur = path[path.length - 1]!;
    let next = known.get(cur);
    if (next === undefined) {
      next = nextRing(cur, candidates, grey, g);
      known.set(cur, next);
    }
    if (!next) return path;
    path.push(next);
  }
}
