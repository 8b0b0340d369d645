import { convexHull } from "./convex-hull";
import { polygonArea, type Point, type RawImage, type TemplateWindow } from "../core";
import { estimateWindowAspect } from "./estimate-window-aspect";
import type { TransparentRegion } from "./label-transparent-regions";
import { reduceHullToQuad } from "./reduce-hull-to-quad";
import { refineQuadEdges } from "./refine-quad-edges";

/**
 * A quadrilateral may exceed the pixels it encloses by this share of their area: pixel staircases
 * and rounded corners stay well within it, a round or oval window (27 % more) does not.
 */
const QUAD_AREA_SLACK = 0.03;
/** ...plus this many pixels along the perimeter, so small windows' staircases are not refused. */
const QUAD_PERIMETER_SLACK_PX = 0.5;
/** A quad whose corners are this close to an upright rectangle is drawn as one (the fast path). */
const RECTANGULAR_TOLERANCE_PX = 1;
/** Stored coordinates keep 1/100 px: finer is noise and only bloats the JSON. */
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The hull candidates of a region's pixel squares: on each horizontal pixel edge y, only the
 * leftmost and rightmost corners can be on the hull (two points a line, already in row order).
 */
function outlinePoints(runs: Int32Array, box: TemplateWindow["box"]): Point[] {
  const lines = box.height + 1;
  const left = new Float64Array(lines).fill(Infinity);
  const right = new Float64Array(lines).fill(-Infinity);
  for (let i = 0; i < runs.length; i += 3) {
    const line = runs[i]! - box.y; // the run's top edge; its bottom edge is line + 1
    const start = runs[i + 1]!;
    const end = runs[i + 2]!;
    left[line] = Math.min(left[line]!, start);
    left[line + 1] = Math.min(left[line + 1]!, start);
    right[line] = Math.max(right[line]!, end);
    right[line + 1] = Math.max(right[line + 1]!, end);
  }
  const points: Point[] = [];
  for (let line = 0; line < lines; line++) {
    if (left[line] === Infinity) continue;
    points.push([left[line]!, box.y + line], [right[line]!, box.y + line]);
  }
  return points;
}

/** Rotates a clockwise quad so it starts at the top-left: the top side is the one highest up. */
function startAtTopLeft(quad: Point[]): Point[] {
  const sideHeight = (i: number) => quad[i]![1] + quad[(i + 1) % 4]![1];
  let top = 0;
  for (let i = 1; i < 4; i++) if (sideHeight(i) < sideHeight(top)) top = i;
  return [0, 1, 2, 3].map((k) => quad[(top + k) % 4]!);
}

const boxCorners = ({ x, y, width, height }: TemplateWindow["box"]): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/**
 * A region's window: bounding box, and the 4-corner quad reduced from its convex hull and moved
 * onto the half-opaque edge; the box when the hull is not quad-like (a round window, say).
 */
export function describeWindow(region: TransparentRegion, image: RawImage): TemplateWindow {
  const { box, area } = region;
  const fallback = { box, area, quad: boxCorners(box), rectangular: true };
  const coarse = reduceHullToQuad(convexHull(outlinePoints(region.runs, box)));
  if (!coarse) return fallback;
  const perimeter = 2 * (box.width + box.height);
  if (polygonArea(coarse) > area * (1 + QUAD_AREA_SLACK) + perimeter * QUAD_PERIMETER_SLACK_PX) return fallback;

  const [tl, tr, br, bl] = startAtTopLeft(refineQuadEdges(coarse, image)) as [Point, Point, Point, Point];
  const upright =
    Math.abs(tl[0] - bl[0]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(tr[0] - br[0]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(tl[1] - tr[1]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(bl[1] - br[1]) <= RECTANGULAR_TOLERANCE_PX;
  if (upright) {
    const x0 = (tl[0] + bl[0]) / 2;
    const x1 = (tr[0] + br[0]) / 2;
    const y0 = (tl[1] + tr[1]) / 2;
    const y1 = (bl[1] + br[1]) / 2;
    const quad: Point[] = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
    return { box, area, quad: quad.map(([x, y]) => [round(x), round(y)]), rectangular: true };
  }
  const quad = [tl, tr, br, bl].map(([x, y]): Point => [round(x), round(y)]);
  const aspect = estimateWindowAspect(quad, image.width, image.height);
  return { box, area, quad, rectangular: false, ...(aspect ? { aspect: round(aspect) } : {}) };
}
