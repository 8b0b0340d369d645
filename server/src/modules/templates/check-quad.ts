import type { Point } from "../../image";
import { badRequest } from "../../lib/errors";

/** A window smaller than this share of the photo is a slip of the finger, not a place for art. */
export const MIN_QUAD_SHARE = 0.01;

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Which rule a quad TL, TR, BR, BL breaks in an image of width × height, or null when it is fine. */
export function quadProblem(quad: Point[], width: number, height: number): string | null {
  if (quad.length !== 4) return "A window needs exactly four corners";
  if (quad.some(([x, y]) => x < 0 || y < 0 || x > width || y > height)) {
    return `Every corner must be inside the image (0–${width} × 0–${height})`;
  }
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  if (segmentsCross(a, b, c, d) || segmentsCross(b, c, d, a)) return "The window's sides must not cross each other";
  const turns = quad.map((p, i) => cross(p, quad[(i + 1) % 4]!, quad[(i + 2) % 4]!));
  if (!(turns.every((t) => t > 0) || turns.every((t) => t < 0))) return "The window must be convex (no corner pointing inwards)";
  let area = 0;
  for (let i = 0; i < 4; i++) area += quad[i]![0] * quad[(i + 1) % 4]![1] - quad[(i + 1) % 4]![0] * quad[i]![1];
  if (Math.abs(area) / 2 < MIN_QUAD_SHARE * width * height) return "The window must cover at least 1 % of the image";
  return null;
}

/** 400 naming the rule, for the first window that breaks one. */
export function assertQuadsValid(quads: Point[][], width: number, height: number): void {
  for (const [i, quad] of quads.entries()) {
    const problem = quadProblem(quad, width, height);
    if (problem) throw badRequest(quads.length > 1 ? `Window ${i + 1}: ${problem}` : problem);
  }
}
