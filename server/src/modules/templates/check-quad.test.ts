import { describe, expect, test } from "vitest";
import type { Point } from "../../image";
import { quadProblem } from "./check-quad";

const W = 1000;
const H = 800;
const square: Point[] = [[100, 100], [400, 100], [400, 400], [100, 400]];

describe("quad rules (rooms and photo templates)", () => {
  test("a convex quad inside the image, covering ≥ 1 %, is fine — also seen at an angle or given counter-clockwise", () => {
    expect(quadProblem(square, W, H)).toBeNull();
    expect(quadProblem([[120, 90], [420, 130], [390, 420], [100, 380]], W, H)).toBeNull();
    expect(quadProblem([...square].reverse(), W, H)).toBeNull();
    expect(quadProblem([[0, 0], [W, 0], [W, H], [0, H]], W, H)).toBeNull();
  });

  test.each<[string, Point[], string]>([
    ["a corner outside", [[100, 100], [1001, 100], [400, 400], [100, 400]], "Every corner must be inside the image (0–1000 × 0–800)"],
    ["a negative corner", [[-1, 100], [400, 100], [400, 400], [100, 400]], "Every corner must be inside the image (0–1000 × 0–800)"],
    ["crossing sides (a bow tie)", [[100, 100], [400, 400], [400, 100], [100, 400]], "The window's sides must not cross each other"],
    ["a corner pointing inwards", [[100, 100], [400, 100], [200, 200], [100, 400]], "The window must be convex (no corner pointing inwards)"],
    ["three corners on a line", [[100, 100], [250, 100], [400, 100], [100, 400]], "The window must be convex (no corner pointing inwards)"],
    ["under 1 % of the image", [[100, 100], [180, 100], [180, 180], [100, 180]], "The window must cover at least 1 % of the image"],
  ])("%s is refused, naming the rule", (_, quad, message) => {
    expect(quadProblem(quad, W, H)).toBe(message);
  });
});
