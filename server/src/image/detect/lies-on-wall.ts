import type { WallSide } from "./measure-quad";

/**
 * Beside a side, this share of edges or fewer is one plain surface. A bare canvas or poster (no
 * ring) needs it beside every side to be confident (score-object).
 */
export const PLAIN_WALL_EDGES = 0.15;
/**
 * Tones of one wall beside a picture differ by light fall-off and shading only: up to 30 grey
 * levels on the marked photos. A plain surface a fifth of the grey range away from the outside
 * of every other side is another surface: the void under a shelf, a floor, the sky.
 */
const OTHER_SURFACE_TONE = 51;

/**
 * Whether a quad lies on a wall by what is just outside it: the wall goes on round a hung
 * picture, so no side's outside is a plain surface of a tone no other side shares — as the dark
 * void under a device on a shelf, the floor under a door, the sky beside a window's bars are.
 * A busy side (a salon neighbour, the frame's own moulding) says nothing either way.
 */
export function liesOnWall(sides: WallSide[]): boolean {
  return !sides.some((s, i) => s.edges <= PLAIN_WALL_EDGES && sides.every((o, j) => j === i || Math.abs(o.tone - s.tone) >= OTHER_SURFACE_TONE));
}
