// No zod here: the shop widget's bundle imports this.
import type { Point } from "./template-window";

/** z of (a − o) × (b − o): its sign says which way o → a → b turns. */
export const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Four corners that turn the same way at every corner: convex, not crossed, not three on a line. */
export function isConvexQuad(quad: Point[]): boolean {
  const turns = quad.map((p, i) => cross(p, quad[(i + 1) % 4]!, quad[(i + 2) % 4]!));
  return quad.length === 4 && (turns.every((t) => t > 0) || turns.every((t) => t < 0));
}
