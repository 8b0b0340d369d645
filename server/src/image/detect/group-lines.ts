import type { Point } from "../core";
import type { Segment } from "./find-line-segments";

/**
 * Collinear segments of one polarity joined into a line: a point on it, its direction and normal,
 * and the stretches (parameters along `dir` from `p`) where an edge was found. A frame's side
 * broken by glare or an object in front stays one line with a gap.
 */
export type Line = { p: Point; dir: Point; normal: Point; spans: [number, number][]; covered: number; strength: number };

/** Segments this close in angle (radians) and offset (working px) lie on one line. */
const MERGE_ANGLE = (3 * Math.PI) / 180;
const MERGE_OFFSET = 1.5;

export function groupLines(segments: Segment[]): Line[] {
  const lines: Line[] = [];
  const sorted = [...segments].sort((a, b) => b.length - a.length);
  for (const s of sorted) {
    let home: Line | undefined;
    for (const line of lines) {
      if (line.normal[0] * s.normal[0] + line.normal[1] * s.normal[1] < Math.cos(MERGE_ANGLE)) continue;
      const da = (s.a[0] - line.p[0]) * line.normal[0] + (s.a[1] - line.p[1]) * line.normal[1];
      const db = (s.b[0] - line.p[0]) * line.normal[0] + (s.b[1] - line.p[1]) * line.normal[1];
      if (Math.abs(da) <= MERGE_OFFSET && Math.abs(db) <= MERGE_OFFSET) {
        home = line;
        break;
      }
    }
    const along = (q: Point, line: Line) => (q[0] - line.p[0]) * line.dir[0] + (q[1] - line.p[1]) * line.dir[1];
    if (!home) {
      home = { p: [(s.a[0] + s.b[0]) / 2, (s.a[1] + s.b[1]) / 2], dir: s.dir, normal: s.normal, spans: [], covered: 0, strength: 0 };
      lines.push(home);
    }
    const t0 = along(s.a, home);
    const t1 = along(s.b, home);
    home.spans.push(t0 < t1 ? [t0, t1] : [t1, t0]);
    home.strength = (home.strength * home.covered + s.strength * s.length) / (home.covered + s.length);
    home.covered += s.length;
  }
  for (const line of lines) line.spans = mergeSpans(line.spans);
  return lines;
}

function mergeSpans(spans: [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1] + 1) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

/** Parameter of a point along a line. */
export const alongLine = (line: Line, q: Point) => (q[0] - line.p[0]) * line.dir[0] + (q[1] - line.p[1]) * line.dir[1];

/** Share of the stretch between two points of the line that its edges cover. */
export function lineCoverage(line: Line, from: Point, to: Point): number {
  let t0 = alongLine(line, from);
  let t1 = alongLine(line, to);
  if (t0 > t1) [t0, t1] = [t1, t0];
  if (t1 - t0 < 1) return 0;
  let covered = 0;
  for (const [a, b] of line.spans) covered += Math.max(0, Math.min(b, t1) - Math.max(a, t0));
  return covered / (t1 - t0);
}

/** The line's extent: first and last covered parameter. */
export const lineExtent = (line: Line): [number, number] => [line.spans[0]![0], line.spans[line.spans.length - 1]![1]];

export function meet(a: Line, b: Line): Point | null {
  const den = a.dir[0] * b.dir[1] - a.dir[1] * b.dir[0];
  if (Math.abs(den) < 1e-6) return null;
  const t = ((b.p[0] - a.p[0]) * b.dir[1] - (b.p[1] - a.p[1]) * b.dir[0]) / den;
  return [a.p[0] + t * a.dir[0], a.p[1] + t * a.dir[1]];
}
