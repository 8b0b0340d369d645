import type { Point } from "@shared/template-window";
import { describe, expect, it } from "vitest";
import { placeLoupe } from "./place-loupe";

// A phone's photo: 326 × 245 frame pixels, a 112 px loupe, 56 px clear of the fingertip.
const FRAME = { width: 326, height: 245 };
const SIZE = 112;
const GAP = 56;

const covers = ([left, top]: Point, [x, y]: Point) => x >= left && x <= left + SIZE && y >= top && y <= top + SIZE;

describe("placeLoupe", () => {
  it("goes above the finger when there is room, never over it", () => {
    const at = placeLoupe([160, 200], FRAME, SIZE, GAP);
    expect(at).toEqual([104, 32]);
    expect(covers(at, [160, 200])).toBe(false);
  });

  it("stays inside the frame, a little in from its left and right edges", () => {
    expect(placeLoupe([5, 200], FRAME, SIZE, GAP)).toEqual([4, 32]);
    expect(placeLoupe([320, 200], FRAME, SIZE, GAP)).toEqual([FRAME.width - SIZE - 4, 32]);
  });

  it("near the top it flips beside the finger, to the side with more room", () => {
    const right = placeLoupe([40, 20], FRAME, SIZE, GAP);
    expect(right).toEqual([96, 4]);
    const left = placeLoupe([300, 60], FRAME, SIZE, GAP);
    expect(left).toEqual([132, 4]);
    for (const [at, finger] of [[right, [40, 20]], [left, [300, 60]]] as [Point, Point][]) {
      expect(covers(at, finger)).toBe(false);
      expect(at[0]).toBeGreaterThanOrEqual(0);
      expect(at[0] + SIZE).toBeLessThanOrEqual(FRAME.width);
    }
  });

  it("near the top of a phone's photo, beside the finger even mid-width, pulled in to fit", () => {
    const at = placeLoupe([170, 83], FRAME, SIZE, GAP);
    expect(at).toEqual([4, 27]);
    expect(170 - (at[0] + SIZE)).toBeGreaterThanOrEqual(GAP / 2);
  });

  it("goes below only in a frame too narrow for either side", () => {
    expect(placeLoupe([100, 20], { width: 200, height: 300 }, SIZE, GAP)).toEqual([44, 76]);
  });
});
