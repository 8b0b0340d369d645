import { describe, expect, it } from "vitest";
import { buildEdgeMap, snapPoint } from "./edge-map";

/** A 200 × 160 grey wall (with faint noise) and a dark frame from (60, 40) to (140, 120), RGBA. */
function wall(): Uint8ClampedArray {
  const [w, h] = [200, 160];
  const rgba = new Uint8ClampedArray(w * h * 4);
  let seed = 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const inFrame = x >= 60 && x < 140 && y >= 40 && y < 120;
      const v = (inFrame ? 50 : 180) + ((seed >> 16) % 5) - 2;
      rgba.set([v, v, v, 255], (y * w + x) * 4);
    }
  }
  return rgba;
}

describe("snapping a dragged corner to the photo", () => {
  const map = buildEdgeMap(wall(), 200, 160, 1);

  it("a corner put near the frame's corner lands on it", () => {
    const snap = snapPoint(map, [64, 45], 10);
    expect(snap?.kind).toBe("corner");
    expect(Math.abs(snap!.point[0] - 60)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(snap!.point[1] - 40)).toBeLessThanOrEqual(1.5);
  });

  it("a corner put near a side lands on the edge, keeping its place along it", () => {
    const snap = snapPoint(map, [95, 44], 8);
    expect(snap?.kind).toBe("edge");
    expect(Math.abs(snap!.point[1] - 40)).toBeLessThanOrEqual(1);
    expect(Math.abs(snap!.point[0] - 95)).toBeLessThanOrEqual(1);
  });

  it("nowhere near an edge, nothing snaps", () => {
    expect(snapPoint(map, [20, 140], 10)).toBeNull();
    expect(snapPoint(map, [100, 80], 10)).toBeNull();
  });

  it("works at the map's scale: a half-size map answers in photo pixels", () => {
    const half = buildEdgeMap(wall().filter((_, i) => Math.floor(i / 4 / 200) % 2 === 0 && Math.floor(i / 4) % 2 === 0), 100, 80, 0.5);
    const snap = snapPoint(half, [66, 46], 12);
    expect(snap).not.toBeNull();
    expect(Math.hypot(snap!.point[0] - 60, snap!.point[1] - 40)).toBeLessThan(3);
  });
});
