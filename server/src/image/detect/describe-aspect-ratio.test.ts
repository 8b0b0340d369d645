import { describe, expect, it } from "vitest";
import { describeAspectRatio } from "./describe-aspect-ratio";

describe("describeAspectRatio", () => {
  it.each([
    [800, 1000, "4x5"],
    [1600, 2000, "4x5"], // 8x10 is the same ratio
    [1000, 1000, "1x1"],
    [1920, 1080, "16x9"],
    [500, 398, "5x4"], // 1.256 is within 2 % of 1.25
    [1100, 1400, "11x14"],
    [1183, 1800, "2x3"], // 0.657, 1.4 % from 2x3
    [3000, 1000, "3x1"],
  ])("names %i × %i as %s", (width, height, expected) => {
    expect(describeAspectRatio(width, height)).toBe(expected);
  });

  it("falls back to the reduced ratio of the rounded sides when no common ratio is near", () => {
    expect(describeAspectRatio(1000.4, 699.8)).toBe("10x7"); // 7x5 is 2.04 % away
    expect(describeAspectRatio(700, 300)).toBe("7x3");
  });
});
