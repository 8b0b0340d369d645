import { describe, expect, test } from "vitest";
import { fitQuadOn } from "./embed";
import type { Point } from "./template-window";

const bounds = (quad: Point[]) => {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
};
const sides = (q: Point[]) => [0, 1, 2, 3].map((i) => Math.hypot(q[(i + 1) % 4]![0] - q[i]![0], q[(i + 1) % 4]![1] - q[i]![1]));

describe("fitQuadOn", () => {
  test("a quad on the photo is left as it is", () => {
    const quad: Point[] = [[10, 10], [110, 12], [108, 90], [12, 88]];
    expect(fitQuadOn(quad, 400, 300)).toEqual(quad);
  });

  test("one hanging over an edge is shifted on, unchanged in shape", () => {
    const fitted = fitQuadOn([[350, 10], [450, 10], [450, 90], [350, 90]], 400, 300);
    expect(fitted).toEqual([[300, 10], [400, 10], [400, 90], [300, 90]]);
  });

  test("one larger than the photo is shrunk with its proportions kept, not pulled apart at the corners", () => {
    const fitted = fitQuadOn([[-100, -50], [500, -50], [500, 350], [-100, 350]], 400, 300);
    const b = bounds(fitted);
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.top).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(400);
    expect(b.bottom).toBeLessThanOrEqual(300);
    const [top, right] = sides(fitted);
    expect(top! / right!).toBeCloseTo(600 / 400, 2);
  });
});
