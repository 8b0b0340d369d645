import { describe, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import { stretchesArt } from "./stretches-art";

describe("stretchesArt", () => {
  const frame = (aspectRatio: string | null) => templateJson(1, { aspectRatio });

  it("is true past 5 % between the frame's proportions and the art's", () => {
    expect(stretchesArt(frame("4x5"), 1.5)).toBe(true);
    // 3x2 is 1.5: art at 1.57 is 4.7 % off, at 1.58 it is 5.3 % off.
    expect(stretchesArt(frame("3x2"), 1.57)).toBe(false);
    expect(stretchesArt(frame("3x2"), 1.58)).toBe(true);
    expect(stretchesArt(frame("3x2"), 1.5 / 1.06)).toBe(true);
  });

  it("is false on a bare wall, for a frame of unknown proportions, or before there is art", () => {
    expect(stretchesArt(templateJson(1, { aspectRatio: null, pxPerCm: 6.7 }), 1.5)).toBe(false);
    expect(stretchesArt(frame(null), 1.5)).toBe(false);
    expect(stretchesArt(frame("4x5"), null)).toBe(false);
  });
});
