import type { Point } from "../core";
import type { Gradients } from "./find-line-segments";
import type { Candidate } from "./choose-opening";
import { liesOnWall, PLAIN_WALL_EDGES } from "./lies-on-wall";
import { measureWall, type AreaStats } from "./measure-quad";
import type { GreyImage } from "./read-grey";

/**
 * Evidence every side of a confident proposal has, on its outer edge and on its opening (share
 * of the side with an oriented edge along it). Set on the real photos so that no object but a
 * picture passes (doors, windows, TVs and rows of frames all stayed below 0.85 there).
 */
const CONFIDENT_SUPPORT = 0.85;
/** Clipped highlights with structure inside (bars, the view): a window or a lamp, not art. A flat clipped area is a blank white print in bright light. */
const MAX_CLIPPED = 0.2;
const WINDOW_SPREAD = 15;
/**
 * Longer than 3:1 is a drawer front, a shelf or a headboard far more often than a picture (the
 * marked pictures are at most 2.5:1, the steepest seen at 50°): proposed, never confident.
 */
const CONFIDENT_MIN_ASPECT = 1 / 3;
/** Dark and flat inside: a TV, a screen, a doorway. */
const SCREEN_MEAN = 40;
const SCREEN_SPREAD = 12;

const length = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
/** Short over long side of a quad (means of opposite sides). */
function aspect(q: Point[]): number {
  const [tl, tr, br, bl] = q as [Point, Point, Point, Point];
  const w = (length(tl, tr) + length(bl, br)) / 2;
  const h = (length(tl, bl) + length(tr, br)) / 2;
  return Math.min(w, h) / Math.max(w, h);
}
const mean = (c: Candidate) => c.sides.reduce((s, e) => s + e.support, 0) / 4;
const min = (c: Candidate) => Math.min(...c.sides.map((e) => e.support));

/** What the decision rests on, for the proposal's reader (and the benchmark's). */
export type Evidence = { rings: number; outerEdge: boolean; rootSupport: number; openingSupport: number; wallEdges: number; onWall: boolean; share: number; insideMean: number; insideSpread: number; clipped: number };

type ObjectEvidence = { root: Candidate; path: Candidate[]; outerEdge: boolean; inside: AreaStats; grey: GreyImage; g: Gradients; width: number; height: number };

/**
 * How much an object looks like a picture on a wall, by evidence one can name: straight edges on
 * all four sides (of its outer edge and of its opening), rings (a frame's double edge, a mat),
 * a calm wall around it, its size; windows and screens are marked down, and what does not lie
 * on the wall (a device in a cabinet, a door on the floor) is never confident.
 */
export function scoreObject({ root, path, outerEdge, inside, grey, g, width, height }: ObjectEvidence): { score: number; confident: boolean; evidence: Evidence } {
  const opening = path[path.length - 1]!;
  const rings = path.length - 1;
  const wallSides = measureWall(root.quad, grey, g);
  const wall = { edges: wallSides.reduce((sum, e) => sum + e.edges, 0) / 4 };
  const onWall = liesOnWall(wallSides);
  const looksLikeWindow = inside.clipped > MAX_CLIPPED && inside.spread > WINDOW_SPREAD;
  const looksLikeScreen = inside.mean < SCREEN_MEAN && inside.spread < SCREEN_SPREAD;
  const share = root.area / (width * height);
  const penalty = looksLikeWindow || looksLikeScreen ? 0.3 : 1;
  // A frame's outer edge found outwards is the same double edge as a ring: it counts as one, so
  // the opening it surrounds outranks the quad round both (a canvas's face and its side face).
  const score = mean(root) * mean(opening) * Math.sqrt(share) * (1 + 0.5 * Math.min(rings + (outerEdge ? 1 : 0), 2)) * (1 - wall.edges) * penalty;
  const sidesOk = min(root) >= CONFIDENT_SUPPORT && min(opening) >= CONFIDENT_SUPPORT && aspect(opening.quad) >= CONFIDENT_MIN_ASPECT;
  const framed = rings >= 1 || outerEdge;
  // Without a ring (a canvas, a poster), a calm wall all round is needed too: on every side, from just outside its own edge.
  const bare = Math.max(...wallSides.map((e) => e.edges)) <= PLAIN_WALL_EDGES;
  const evidence = { rings, outerEdge, rootSupport: min(root), openingSupport: min(opening), wallEdges: wall.edges, onWall, share, insideMean: inside.mean, insideSpread: inside.spread, clipped: inside.clipped };
  return { score, confident: penalty === 1 && onWall && sidesOk && (framed || bare), evidence };
}
