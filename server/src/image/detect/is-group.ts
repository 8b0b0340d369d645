import type { Point } from "../core";
import { containsQuad, ringWidths, type Candidate } from "./choose-opening";

/** Pictures inside a larger quad that make it a group when two of them sit side by side… */
const GROUP_MEMBER_SHARE = 0.08;
/** …each on the group's own lines (a row shares its top and bottom, a column its sides; working px)… */
const ON_GROUP_LINE_PX = 2;
/** …with wall between them: pieces of one picture's content touch (a horizon splits it), hung pictures do not. */
const MIN_GAP_PX = 2;

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The widest gap a side of `p` leaves before all of `q` (a separating side of convex quads). */
function across(p: Point[], q: Point[]): number {
  let widest = -Infinity;
  for (let i = 0; i < 4; i++) {
    const o = p[i]!;
    const e = p[(i + 1) % 4]!;
    const length = Math.sqrt((e[0] - o[0]) ** 2 + (e[1] - o[1]) ** 2);
    let nearest = Infinity;
    for (const x of q) nearest = Math.min(nearest, -cross(o, e, x) / length);
    widest = Math.max(widest, nearest);
  }
  return widest;
}

/** How far apart two quads are: the widest gap a side of either leaves before the other (≤ 0 when they overlap). */
const gap = (a: Point[], b: Point[]) => Math.max(across(a, b), across(b, a));

/**
 * A quad round several pictures side by side (a row whose tops and bottoms are its own top and
 * bottom, or a column sharing its sides), with wall between them: a group, not one object.
 */
export function isGroup(root: Candidate, candidates: Candidate[]): boolean {
  const rows: Candidate[] = [];
  const columns: Candidate[] = [];
  for (const c of candidates) {
    if (c === root || c.area < GROUP_MEMBER_SHARE * root.area || !containsQuad(root.quad, c.quad)) continue;
    const [top, right, bottom, left] = ringWidths(root.quad, c.quad) as [number, number, number, number];
    if (Math.max(top, bottom) <= ON_GROUP_LINE_PX) rows.push(c);
    if (Math.max(left, right) <= ON_GROUP_LINE_PX) columns.push(c);
  }
  return apart(rows) || apart(columns);
}

/** Two of the quads with wall between them. */
function apart(members: Candidate[]): boolean {
  for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) if (gap(members[i]!.quad, members[j]!.quad) >= MIN_GAP_PX) return true;
  return false;
}
