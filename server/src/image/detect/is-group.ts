import type { Point } from "../core";
import { containsQuad, ringWidths, type Candidate } from "./choose-opening";

/** Pictures inside a larger quad that make it a group when two of them sit side by side… */
const GROUP_MEMBER_SHARE = 0.08;
/** …each on the group's own lines (a row shares its top and bottom, a column its sides; working px)… */
const ON_GROUP_LINE_PX = 2;
/** …with wall between them: pieces of one picture's content touch (a horizon splits it), hung pictures do not. */
const MIN_GAP_PX = 2;

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** How far apart two quads are: the widest gap a side of either leaves before the other (≤ 0 when they overlap). */
function gap(a: Point[], b: Point[]): number {
  const across = (p: Point[], q: Point[]) =>
    Math.max(...p.map((o, i) => {
      const e = p[(i + 1) % 4]!;
      const length = Math.hypot(e[0] - o[0], e[1] - o[1]);
      return Math.min(...q.map((x) => -cross(o, e, x) / length));
    }));
  return Math.max(across(a, b), across(b, a));
}

/**
 * A quad round several pictures side by side (a row whose tops and bottoms are its own top and
 * bottom, or a column sharing its sides), with wall between them: a group, not one object.
 */
export function isGroup(root: Candidate, candidates: Candidate[]): boolean {
  const members = candidates.filter((c) => c !== root && c.area >= GROUP_MEMBER_SHARE * root.area && containsQuad(root.quad, c.quad));
  const lines = (c: Candidate) => {
    const [top, right, bottom, left] = ringWidths(root.quad, c.quad) as [number, number, number, number];
    return { row: Math.max(top, bottom) <= ON_GROUP_LINE_PX, column: Math.max(left, right) <= ON_GROUP_LINE_PX };
  };
  return members.some((a, i) =>
    members.slice(i + 1).some((b) => {
      const la = lines(a);
      const lb = lines(b);
      return ((la.row && lb.row) || (la.column && lb.column)) && gap(a.quad, b.quad) >= MIN_GAP_PX;
    }),
  );
}
