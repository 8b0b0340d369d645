import { describe, expect, test } from "vitest";
import { polygonArea, type Point } from "../core";
import type { Candidate } from "./choose-opening";
import { isGroup } from "./is-group";

const box = (x0: number, y0: number, x1: number, y1: number): Candidate => {
  const quad: Point[] = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  return { quad, sides: quad.map(() => ({ support: 1, contrast: 0 })), area: polygonArea(quad) };
};

describe("isGroup", () => {
  test("a quad round two pictures hung side by side, on its top and bottom lines with wall between, is a group", () => {
    const row = box(0, 0, 300, 100);
    expect(isGroup(row, [row, box(0, 0, 120, 100), box(180, 0, 300, 100)])).toBe(true);
  });

  test("a picture split by its horizon (the halves touch) or holding letters (off its lines) is not", () => {
    const print = box(0, 0, 200, 200);
    expect(isGroup(print, [print, box(0, 0, 200, 100), box(0, 100, 200, 200)])).toBe(false);
    expect(isGroup(print, [print, box(30, 40, 90, 160), box(110, 40, 170, 160)])).toBe(false);
  });
});
