import { describe, expect, it } from "vitest";
import { drawQuadrantArtwork, quadrantOf, type Quadrant } from "../fixtures/draw-artwork";
import type { Point } from "../core";
import { warpIntoQuad } from "./warp-into-quad";

const quad: Point[] = [
  [60.4, 40.2],
  [230.8, 70.5],
  [220.1, 250.3],
  [40.6, 210.9],
];
const corners: Quadrant[] = ["topLeft", "topRight", "bottomRight", "bottomLeft"];
const canvas = { width: 300, height: 300 };

/** Signed distance from a pixel centre to the quad's outline (positive outside). */
function outside([x, y]: Point): number {
  return Math.max(
    ...quad.map((a, i) => {
      const b = quad[(i + 1) % 4]!;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      return ((x - a[0]) * (b[1] - a[1]) - (y - a[1]) * (b[0] - a[0])) / length;
    }),
  );
}

async function opaquePixels(bleed: number) {
  const layer = await warpIntoQuad(drawQuadrantArtwork(120, 90), quad, bleed, canvas);
  if (!layer) throw new Error("no layer");
  const pixels: { centre: Point; rgb: number[] }[] = [];
  const { data, width, height } = layer.image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (data[o + 3] === 255) pixels.push({ centre: [layer.left + x + 0.5, layer.top + y + 0.5], rgb: [...data.subarray(o, o + 3)] });
    }
  }
  return pixels;
}

describe("warpIntoQuad", () => {
  it("lands each corner of the art on the quad's corner, within 2 px", async () => {
    const pixels = await opaquePixels(0);
    quad.forEach((corner, i) => {
      const nearest = pixels.reduce((best, p) =>
        Math.hypot(p.centre[0] - corner[0], p.centre[1] - corner[1]) <
        Math.hypot(best.centre[0] - corner[0], best.centre[1] - corner[1])
          ? p
          : best,
      );
      expect(Math.hypot(nearest.centre[0] - corner[0], nearest.centre[1] - corner[1])).toBeLessThanOrEqual(2);
      expect(quadrantOf(nearest.rgb)).toBe(corners[i]);
    });
    expect(Math.max(...pixels.map((p) => outside(p.centre)))).toBeLessThanOrEqual(0);
  });

  it("bleeds past the quad so the frame's soft edge always has art under it", async () => {
    const covered = new Set((await opaquePixels(2)).map((p) => p.centre.join()));
    const gaps: string[] = [];
    const spill: string[] = [];
    for (let y = 0; y < canvas.height; y++) {
      for (let x = 0; x < canvas.width; x++) {
        const centre: Point = [x + 0.5, y + 0.5];
        const d = outside(centre);
        if (d <= 1.9 && !covered.has(centre.join())) gaps.push(`${x},${y}`);
        if (d > 2.1 && covered.has(centre.join())) spill.push(`${x},${y}`);
      }
    }
    expect(gaps).toEqual([]);
    expect(spill).toEqual([]);
  });
});
