import { describe, expect, it } from "vitest";
import { aspectRatioOf, closestAspectRatio, gcd, ratioValue } from "./aspect-ratio";

describe("aspectRatioOf", () => {
  it.each([
    [1200, 800, "3x2"],
    [800, 1000, "4x5"],
    [1920, 1080, "16x9"],
    [500, 500, "1x1"],
    [1201, 800, "1201x800"],
    [3000, 4000, "3x4"],
  ])("%i × %i is %s", (w, h, expected) => {
    expect(aspectRatioOf(w, h)).toBe(expected);
  });

  it("computes the divisor with Euclid", () => {
    expect(gcd(1200, 800)).toBe(400);
    expect(gcd(17, 5)).toBe(1);
    expect(gcd(0, 9)).toBe(9);
  });
});

describe("ratioValue", () => {
  it("reads WxH and W:H", () => {
    expect(ratioValue("4x5")).toBe(0.8);
    expect(ratioValue("16:9")).toBeCloseTo(1.7778, 4);
    expect(ratioValue(" 3 X 2 ")).toBe(1.5);
  });
  it("rejects what is not a ratio", () => {
    expect(ratioValue("square")).toBeNull();
    expect(ratioValue("0x5")).toBeNull();
    expect(ratioValue("")).toBeNull();
  });
});

describe("closestAspectRatio", () => {
  const catalogue = ["4x5", "16x9", "3x4", "1x1", "2x3", "3x2", "5x4"];

  it("picks the exact ratio when a template has it", () => {
    expect(closestAspectRatio(1200 / 800, catalogue)).toBe("3x2");
  });

  it("picks the smallest difference in width/height value", () => {
    // 1.6 is 0.1 from 3x2 (1.5) and 0.18 from 16x9 (1.78).
    expect(closestAspectRatio(1.6, catalogue)).toBe("3x2");
    // 0.7 is 0.033 from 2x3 and 0.05 from 3x4.
    expect(closestAspectRatio(0.7, catalogue)).toBe("2x3");
    // A panorama still gets the widest frame.
    expect(closestAspectRatio(3, catalogue)).toBe("16x9");
  });

  it("keeps the first candidate on a tie and skips non-ratios", () => {
    expect(closestAspectRatio(1, ["odd", "3x2", "1x2"])).toBe("3x2");
    expect(closestAspectRatio(1, [])).toBeNull();
    expect(closestAspectRatio(1, ["odd"])).toBeNull();
  });
});
