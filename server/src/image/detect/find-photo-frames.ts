import { polygonArea, yieldToEventLoop, type Point, type RawImage } from "../core";
import { computeGradients, findLineSegments } from "./find-line-segments";
import { findInnerRing, refineSides } from "./full-resolution-sides";
import { findOuterEdge } from "./find-outer-edge";
import { findQuadHypotheses } from "./find-quad-hypotheses";
import { groupLines } from "./group-lines";
import { measureInside, measureSides, type SideEvidence } from "./measure-quad";
import { isPlausibleQuad } from "./plausible-quad";
import { readGrey } from "./read-grey";
import { chooseOpening, containsQuad, type Candidate } from "./choose-opening";
import { isGroup } from "./is-group";
import { scoreObject, type Evidence } from "./score-object";

/**
 * A found picture area: its quad (TL, TR, BR, BL, full-size pixels), how sure we are (higher is
 * better) and whether the evidence is strong enough to say so (`confident`). A mat gives two:
 * the mat's opening, then the frame's (`frameOpening`).
 */
export type FoundFrame = { quad: Point[]; score: number; confident: boolean; frameOpening?: boolean; evidence: Evidence };

/** Detection works on a copy this size: frames are tens of pixels across, the search stays small. */
const WORKING_SIDE = 800;
/** Hypotheses measured on the gradients, best by their lines' coverage first. */
const MAX_MEASURED = 500;
/** Every side has an oriented edge along at least this share of it. */
const MIN_SUPPORT = 0.5;
/** Two quads whose corners are all this close (working px) are one. */
const SAME_QUAD_PX = 2;
/** At most this many proposals: more is clutter in the editor. */
const MAX_FRAMES = 6;
/** Each side of a proposal is moved onto the strongest colour edge this near it (working px), at full resolution. */
const REFINE_WORKING_PX = 1.5;
/** The full-resolution ring search runs only inside outer edges that can be confident (score-object's bar): it costs. */
const RING_SEARCH_MIN_SUPPORT = 0.85;
/** The narrowest ring looked for at full resolution (working px). */
const MIN_RING_WORKING_PX = 1.5;

/**
 * An object claims the quads inside it only when it is confident or its outer edge has
 * score-object's bar of evidence on every side: a quad with a weak side (a wall panel, a shelf's
 * edge, a line across the wall) round a frame must not hide the frame.
 */
const CLAIM_MIN_SUPPORT = 0.85;
const centre = (q: Point[]): Point => [q.reduce((s, p) => s + p[0], 0) / 4, q.reduce((s, p) => s + p[1], 0) / 4];
const minSupport = (sides: SideEvidence[]) => Math.min(...sides.map((s) => s.support));
const meanSupport = (sides: SideEvidence[]) => sides.reduce((s, e) => s + e.support, 0) / 4;

/** Keeps the better-supported of quads with all corners within a couple of pixels. */
function dedupe(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const c of [...candidates].sort((a, b) => meanSupport(b.sides) - meanSupport(a.sides))) {
    if (kept.some((k) => k.quad.every((p, i) => Math.hypot(p[0] - c.quad[i]![0], p[1] - c.quad[i]![1]) <= SAME_QUAD_PX))) continue;
    kept.push(c);
  }
  return kept;
}

/**
 * Frames, canvases and posters in an opaque photo, best first: straight edge segments → lines →
 * quadrilaterals with an edge on all four sides → the opening inside each frame's rings → ranked
 * by evidence, confident only when it is strong. See README.md.
 */
export async function findPhotoFrames(image: RawImage): Promise<FoundFrame[]> {
  const grey = await readGrey(image, WORKING_SIDE);
  const { width, height } = grey;
  const g = computeGradients(grey);
  const segments = findLineSegments(g);
  await yieldToEventLoop();
  const lines = groupLines(segments);
  const hypotheses = findQuadHypotheses(lines, width, height)
    .filter((h) => isPlausibleQuad(h.quad, width, height))
    .map((h) => ({ ...h, rank: (h.coverage.reduce((s, c) => s + c, 0) / 4) * Math.min(...h.coverage) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_MEASURED);
  await yieldToEventLoop();
  // Largest first: the walks in to an opening look only at quads a little smaller than the current one.
  const candidates = dedupe(
    hypotheses
      .map((h): Candidate => ({ quad: h.quad, sides: measureSides(h.quad, g), area: Math.abs(polygonArea(h.quad)) }))
      .filter((c) => minSupport(c.sides) >= MIN_SUPPORT),
  ).sort((a, b) => b.area - a.area);
  await yieldToEventLoop();

  // Largest first: each candidate not yet claimed is an object; walk in to its opening. A frame
  // (one ring or more) with a well-evidenced outer edge claims everything inside it: its picture
  // is not another object.
  const claimed = new Set<Candidate>();
  const nextRings = new Map<Candidate, Candidate | null>(); // shared by the walks: a quad's next ring is its own
  const objects: { root: Candidate; path: Candidate[]; opening: Candidate; score: number; confident: boolean; evidence: Evidence }[] = [];
  for (const root of candidates) {
    if (claimed.has(root)) continue;
    if (isGroup(root, candidates)) continue;
    let path = chooseOpening(root, candidates, grey, g, nextRings);
    // The walk stops where no inner quad is a candidate: look once more for a ring inside the
    // last quad at full resolution, side by side (a moulding's faint inner lip, a mat).
    const last = path[path.length - 1]!;
    const inner = minSupport(root.sides) >= RING_SEARCH_MIN_SUPPORT && findInnerRing(image, last.quad.map(([x, y]): Point => [x / grey.scale, y / grey.scale]), MIN_RING_WORKING_PX / grey.scale);
    if (inner) {
      const quad = inner.map(([x, y]): Point => [x * grey.scale, y * grey.scale]);
      const ring: Candidate = { quad, sides: measureSides(quad, g), area: Math.abs(polygonArea(quad)) };
      if (isPlausibleQuad(quad, width, height) && minSupport(ring.sides) >= MIN_SUPPORT) path = [...path, ...chooseOpening(ring, candidates, grey, g, nextRings)];
    }
    const opening = path[path.length - 1]!;
    const inside = measureInside(opening.quad, grey, g);
    let scored = scoreObject({ root, path, outerEdge: false, inside, grey, g, width, height });
    // No ring inside and not confident: the quad may be a frame's opening whose outer edge never
    // became a candidate. Looked for only where it could decide (it costs).
    if (!scored.confident && path.length === 1 && minSupport(root.sides) >= RING_SEARCH_MIN_SUPPORT && findOuterEdge(root.quad, grey, g)) {
      scored = scoreObject({ root, path, outerEdge: true, inside, grey, g, width, height });
    }
    if (scored.confident || minSupport(root.sides) >= CLAIM_MIN_SUPPORT) {
      for (const c of path) claimed.add(c);
      if (path.length > 1) for (const c of candidates) if (containsQuad(root.quad, c.quad)) claimed.add(c);
    }
    objects.push({ root, path, opening, ...scored });
  }
  // Variants of one object (a side on another edge of the same moulding) overlap the better one:
  // the confident one, else the better scored.
  objects.sort((a, b) => Number(b.confident) - Number(a.confident) || b.score - a.score);
  const distinct = objects.filter((o, i) => !objects.slice(0, i).some((better) => containsQuad(better.root.quad, [centre(o.opening.quad)])));

  // Confident objects alike in evidence (a row of frames, a salon wall): the person means the
  // largest picture, so confident ones go first by the size of their outer edge.
  const rank = (o: (typeof distinct)[number]) => (o.confident ? 1 : 0);
  distinct.sort((a, b) => rank(b) - rank(a) || (a.confident && b.confident ? b.root.area - a.root.area : b.score - a.score));

  const clamp = (q: Point[]) => q.map(([x, y]): Point => [Math.min(image.width, Math.max(0, x)), Math.min(image.height, Math.max(0, y))]);
  const radius = Math.max(2, REFINE_WORKING_PX / grey.scale);
  const toFull = (q: Point[]) => clamp(refineSides(image, q.map(([x, y]): Point => [x / grey.scale, y / grey.scale]), radius));
  const found: FoundFrame[] = [];
  for (const o of distinct) {
    found.push({ quad: toFull(o.opening.quad), score: o.score, confident: o.confident, evidence: o.evidence });
    if (o.path.length >= 3) found.push({ quad: toFull(o.path[o.path.length - 2]!.quad), score: o.score * 0.9, confident: o.confident, frameOpening: true, evidence: o.evidence });
  }
  return found.slice(0, MAX_FRAMES);
}
