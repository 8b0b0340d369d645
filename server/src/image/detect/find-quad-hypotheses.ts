import { polygonArea, type Point } from "../core";
import { lineCoverage, lineExtent, meet, type Line } from "./group-lines";

/** Four sides from four lines (TL, TR, BR, BL corners) and the share of each side the lines' edges cover. */
export type QuadHypothesis = { quad: Point[]; coverage: number[] };

/** Sides of a picture seen up to 45° off: verticals stay within 25° of vertical, horizontals within 40°. */
const VERTICAL_COS = Math.cos((25 * Math.PI) / 180);
const HORIZONTAL_COS = Math.cos((40 * Math.PI) / 180);
/** Most lines of each family tried (by edge length): the rest are texture. */
const MAX_LINES = 90;
/** Each side must be covered by edges along at least this share of it. */
const MIN_COVERAGE = 0.4;
/** Sides shorter than this (working px) are not a picture. */
const MIN_SIDE = 10;

const extentPoints = (line: Line): [Point, Point] => {
  const [t0, t1] = lineExtent(line);
  return [
    [line.p[0] + line.dir[0] * t0, line.p[1] + line.dir[1] * t0],
    [line.p[0] + line.dir[0] * t1, line.p[1] + line.dir[1] * t1],
  ];
};

const span = (line: Line, axis: 0 | 1): [number, number] => {
  const [a, b] = extentPoints(line);
  return a[axis] < b[axis] ? [a[axis], b[axis]] : [b[axis], a[axis]];
};

const overlap = (a: [number, number], b: [number, number]) => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));

/**
 * Quadrilaterals with an edge along all four sides: pairs of near-vertical lines (left, right)
 * whose extents overlap, then near-horizontal lines that run between them, paired top and
 * bottom. Corners are where the lines meet, so an occluded corner is still placed.
 */
export function findQuadHypotheses(lines: Line[], width: number, height: number): QuadHypothesis[] {
  const byLength = [...lines].sort((a, b) => b.covered - a.covered);
  const vertical = byLength.filter((l) => Math.abs(l.dir[1]) >= VERTICAL_COS && l.covered >= MIN_SIDE / 2).slice(0, MAX_LINES);
  const horizontal = byLength.filter((l) => Math.abs(l.dir[0]) >= HORIZONTAL_COS && l.covered >= MIN_SIDE / 2).slice(0, MAX_LINES);
  const vSpan = vertical.map((l) => span(l, 1));
  const hSpan = horizontal.map((l) => span(l, 0));
  const out: QuadHypothesis[] = [];
  const minArea = 0.0008 * width * height;
  for (let i = 0; i < vertical.length; i++) {
    for (let j = 0; j < vertical.length; j++) {
      if (i === j) continue;
      const left = vertical[i]!;
      const right = vertical[j]!;
      const ys = overlap(vSpan[i]!, vSpan[j]!);
      if (ys < 0.3 * Math.min(vSpan[i]![1] - vSpan[i]![0], vSpan[j]![1] - vSpan[j]![0]) || ys < MIN_SIDE) continue;
      const midY = (Math.max(vSpan[i]![0], vSpan[j]![0]) + Math.min(vSpan[i]![1], vSpan[j]![1])) / 2;
      const xAt = (l: Line) => l.p[0] + ((midY - l.p[1]) * l.dir[0]) / l.dir[1];
      if (xAt(right) - xAt(left) < MIN_SIDE) continue;
      // Horizontal lines that meet both and run between them along enough of the way.
      const across: { line: Line; l: Point; r: Point; cover: number }[] = [];
      for (let k = 0; k < horizontal.length; k++) {
        const h = horizontal[k]!;
        if (overlap(hSpan[k]!, [xAt(left) - 2, xAt(right) + 2]) < MIN_COVERAGE * (xAt(right) - xAt(left))) continue;
        const l = meet(h, left);
        const r = meet(h, right);
        if (!l || !r) continue;
        const cover = lineCoverage(h, l, r);
        if (cover >= MIN_COVERAGE) across.push({ line: h, l, r, cover });
      }
      for (const top of across) {
        for (const bottom of across) {
          if (top === bottom || bottom.l[1] - top.l[1] < MIN_SIDE || bottom.r[1] - top.r[1] < MIN_SIDE) continue;
          const cl = lineCoverage(left, top.l, bottom.l);
          if (cl < MIN_COVERAGE) continue;
          const cr = lineCoverage(right, top.r, bottom.r);
          if (cr < MIN_COVERAGE) continue;
          const quad: Point[] = [top.l, top.r, bottom.r, bottom.l];
          if (Math.abs(polygonArea(quad)) < minArea) continue;
          if (!quad.every(([x, y]) => x >= -2 && y >= -2 && x <= width + 2 && y <= height + 2)) continue;
          out.push({ quad, coverage: [top.cover, cr, bottom.cover, cl] });
        }
      }
    }
  }
  return out;
}
