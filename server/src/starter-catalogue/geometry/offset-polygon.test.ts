import { describe, expect, it } from "vitest";
import { offsetConvex } from "./offset-polygon";
import { bounds } from "./point";

const square = [[0, 0], [10, 0], [10, 10], [0, 10]] as const;

describe("offsetConvex", () => {
  it("grows a square by d on every side, whichever the winding", () => {
    for (const pts of [square, [...square].reverse()]) {
      expect(bounds(offsetConvex(pts, 2))).toEqual({ minX: -2, minY: -2, maxX: 12, maxY: 12 });
    }
  });

  it("shrinks by d, and gives up when the shape would vanish", () => {
    const b = bounds(offsetConvex(square, -3));
    expect([b.minX, b.minY, b.maxX, b.maxY].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([3, 3, 7, 7]);
    expect(offsetConvex(square, -6)).toEqual([]);
  });
});
