import { intersectLines, type Point } from "../core";
import type { Gradients } from "./find-line-segments";
import { measureBand, scaleQuad } from "./measure-quad";
import type { GreyImage } from "./read-grey";

/** The frame's outer edge runs along at least this share of each side… */
const MIN_OUTER_SUPPORT = 0.85;
/** …at least this far out (working px: nearer is the side's own blurred edge)… */
const MIN_DEPTH = 2;
/** …at most this share of the quad's smaller size out (a moulding, not the next picture)… */
const MAX_DEPTH_SHARE = 0.32;
/** …and about as far out on every side (perspective allowed), as a ring is in chooseOpening. */
const MAX_UNEVENNESS = 5;
/** A band this wide or wider must be calm (a moulding's face, not the wall's clutter), as a ring's is. */
const CALM_CHECK_DEPTH = 6;
const MAX_BAND_EDGES = 0.35;
/**
 * Found this way (no candidate quad), the edge counts only with a calm wall round it, as a bare
 * canvas needs (score-object's bar): a window's sash, a cabinet's panel or a salon neighbour
 * beside it leave their own edges there.
 */
const MAX_WALL_EDGES = 0.15;
const WALL_BAND = 1.15;
/** Depth step (working px). */
const STEP = 1;
/** Positions read along each line: enough to tell 85 % from less, few enough to scan every depth. */
const MAX_SAMPLES = 32;
/** An edge pixel counts for a line when its gradient points within ~35° of the line's normal. */
const ORIENTED_COS = 0.82;

const at = (a: ArrayLike<number>, width: number, height: number, x: number, y: number) =>
  a[Math.min(height - 1, Math.max(0, Math.floor(y))) * width + Math.min(width - 1, Math.max(0, Math.floor(x)))]!;

/** Share of the segment a→b (5 %–95 %) with a strong gradient across it, within half a pixel, and the sign of the mean gradient outwards. */
function lineSupport(a: Point, b: Point, nx: number, ny: number, g: Gradients): { support: number; sign: number } {
  const { gx, gy, mag, width, height, threshold } = g;
  const samples = Math.min(MAX_SAMPLES, Math.max(6, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.9)));
  let hits = 0;
  let outwards = 0;
  for (let k = 0; k < samples; k++) {
    const t = 0.05 + (0.9 * (k + 0.5)) / samples;
    const px = a[0] + (b[0] - a[0]) * t;
    const py = a[1] + (b[1] - a[1]) * t;
    for (const d of [-0.5, 0, 0.5]) {
      const x = px + nx * d;
      const y = py + ny * d;
      const m = at(mag, width, height, x, y);
      const across = at(gx, width, height, x, y) * nx + at(gy, width, height, x, y) * ny;
      if (m >= threshold && Math.abs(across) >= ORIENTED_COS * m) {
        hits++;
        outwards += across;
        break;
      }
    }
  }
  return { support: hits / samples, sign: Math.sign(outwards) };
}

/**
 * A frame's outer edge round a quad that has no ring inside a candidate: per side, going
 * outwards, the nearest line parallel to it with an edge along most of it; the four must be
 * about even. Returns the outer quad (TL, TR, BR, BL, working px), or null. The opening of a
 * frame whose outer edge never became a candidate (cut by clutter, a shelf, the headboard
 * below) still shows the frame's parallel double edge this way.
 */
export function findOuterEdge(quad: Point[], grey: GreyImage, g: Gradients): Point[] | null {
  const size = Math.min(Math.hypot(quad[1]![0] - quad[0]![0], quad[1]![1] - quad[0]![1]), Math.hypot(quad[3]![0] - quad[0]![0], quad[3]![1] - quad[0]![1]));
  const maxDepth = MAX_DEPTH_SHARE * size;
  const depths: number[] = [];
  const signs = new Set<number>();
  for (let s = 0; s < 4; s++) {
    const a = quad[s]!;
    const b = quad[(s + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (b[1] - a[1]) / length; // outwards for a clockwise quad
    const ny = -(b[0] - a[0]) / length;
    let found = -1;
    for (let d = MIN_DEPTH; d <= maxDepth; d += STEP) {
      const line = lineSupport([a[0] + nx * d, a[1] + ny * d], [b[0] + nx * d, b[1] + ny * d], nx, ny, g);
      if (line.support >= MIN_OUTER_SUPPORT) {
        found = d;
        signs.add(line.sign);
        break;
      }
    }
    if (found < 0) return null;
    depths.push(found);
  }
  // A moulding is darker (or lighter) than the wall all round it: one polarity on every side.
  if (signs.size > 1) return null;
  if (Math.max(...depths) > MAX_UNEVENNESS * Math.min(...depths) + 3) return null;
  const lines = quad.map((a, s): [Point, Point] => {
    const b = quad[(s + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = ((b[1] - a[1]) / length) * depths[s]!;
    const ny = (-(b[0] - a[0]) / length) * depths[s]!;
    return [[a[0] + nx, a[1] + ny], [b[0] + nx, b[1] + ny]];
  });
  const corners = lines.map((line, s) => intersectLines(lines[(s + 3) % 4]![0], lines[(s + 3) % 4]![1], line[0], line[1])?.point);
  if (corners.some((c) => !c)) return null;
  const outer = corners as Point[];
  if (Math.min(...depths) >= CALM_CHECK_DEPTH && measureBand(outer, quad, grey, g).edges > MAX_BAND_EDGES) return null;
  if (measureBand(scaleQuad(outer, WALL_BAND), outer, grey, g).edges > MAX_WALL_EDGES) return null;
  return outer;
}
