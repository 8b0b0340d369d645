import { describe, expect, test } from "vitest";
import type { Point } from "../../image";
import { quadProblem, windowsProblem } from "./check-quad";

const W = 1000;
const H = 800;
const square: Point[] = [[100, 100], [400, 100], [400, 400], [100, 400]];

describe("quad rules (rooms and photo templates)", () => {
  test("a convex quad inside the image, covering ≥ 1 %, is fine — also seen at an angle or given counter-clockwise", () => {
    expect(quadProblem(square, W, H)).toBeNull();
    expect(quadProblem([[120, 90], [420, 130], [390, 420], [100, 380]], W, H)).toBeNull();
    expect(quadProblem([...square].reverse(), W, H)).toBeNull();
    expect(quadProblem([[0, 0], [W, 0], [W, H], [0, H]], W, H)).toBeNull();
    // A dragged handle or a sub-pixel edge may sit up to a pixel outside.
    expect(quadProblem([[-1, -0.5], [W + 1, 0], [W, H + 1], [0, H]], W, H)).toBeNull();
  });

  test.each<[string, Point[], string]>([
    ["a corner outside", [[100, 100], [1002, 100], [400, 400], [100, 400]], "Every corner must be inside the image (0–1000 × 0–800)"],
    ["a negative corner", [[-1.5, 100], [400, 100], [400, 400], [100, 400]], "Every corner must be inside the image (0–1000 × 0–800)"],
    ["crossing sides (a bow tie)", [[100, 100], [400, 400], [400, 100], [100, 400]], "The window's sides must not cross each other"],
    ["a corner pointing inwards", [[100, 100], [400, 100], [200, 200], [100, 400]], "The window must be convex (no corner pointing inwards)"],
    ["three corners on a line", [[100, 100], [250, 100], [400, 100], [100, 400]], "The window must be convex (no corner pointing inwards)"],
    ["under 1 % of the image", [[100, 100], [180, 100], [180, 180], [100, 180]], "The window must cover at least 1 % of the image"],
  ])("%s is refused, naming the rule", (_, quad, message) => {
    expect(quadProblem(quad, W, H)).toBe(message);
  });
});

const box = (x: number, y: number, w: number, h: number): Point[] => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

describe("the windows' rule: count, total area, no degenerate window", () => {
  test("a 4 × 3 grid of windows covering 81 % of the photo is fine", () => {
    const grid = Array.from({ length: 12 }, (_, i) => box((i % 4) * 250 + 12.5, Math.floor(i / 4) * (800 / 3) + 13, 225, 800 / 3 - 26));
    const covered = grid.reduce((sum, q) => sum + Math.abs((q[1]![0] - q[0]![0]) * (q[2]![1] - q[1]![1])), 0) / (W * H);
    expect(covered).toBeCloseTo(0.81, 2);
    expect(windowsProblem(grid, W, H)).toBeNull();
  });

  test("twelve windows each covering the whole photo are refused at the window that passes 1.5 × the photo", () => {
    const whole = Array.from({ length: 12 }, () => box(0, 0, W, H));
    expect(windowsProblem(whole, W, H)).toEqual({ window: 2, reason: "Window 2: all windows together may cover at most 1.5 × the image" });
    // One whole photo and a half beside it is exactly the limit.
    expect(windowsProblem([box(0, 0, W, H), box(0, 0, W / 2, H)], W, H)).toBeNull();
  });

  test("a thirteenth window is refused, named, before any geometry is looked at", () => {
    const small = Array.from({ length: 13 }, (_, i) => box(10 + i * 70, 10, 60, 200));
    expect(windowsProblem(small, W, H)).toEqual({ window: 13, reason: "Window 13: a template has at most 12 windows" });
    expect(windowsProblem(small.slice(0, 12), W, H)).toBeNull();
  });

  test("a degenerate window is named by its place in the list", () => {
    const flat: Point[] = [[100, 100], [400, 100], [400, 100], [100, 100]];
    expect(windowsProblem([box(0, 0, 300, 300), box(400, 0, 300, 300), flat], W, H)).toEqual({
      window: 3,
      reason: "Window 3: The window must be convex (no corner pointing inwards)",
    });
    expect(windowsProblem([box(0, 0, 300, 300), box(500, 500, 2000, 100)], W, H)?.window).toBe(2);
  });
});
