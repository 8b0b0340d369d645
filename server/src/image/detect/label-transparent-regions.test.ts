import { describe, expect, it } from "vitest";
import { labelTransparentRegions } from "./label-transparent-regions";
import type { RawImage } from "../core";

/** The obvious algorithm: breadth-first flood fill, 8-connected. Slow, clearly right. */
function floodFill(alpha: Uint8Array, width: number, height: number, threshold: number) {
  const seen = new Uint8Array(width * height);
  const regions: { box: { x: number; y: number; width: number; height: number }; area: number }[] = [];
  for (let start = 0; start < alpha.length; start++) {
    if (seen[start] || alpha[start]! >= threshold) continue;
    let [x0, y0, x1, y1, area] = [width, height, 0, 0, 0];
    const queue = [start];
    seen[start] = 1;
    while (queue.length) {
      const i = queue.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      [x0, y0, x1, y1, area] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1), area + 1];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const n = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[n] || alpha[n]! >= threshold) continue;
          seen[n] = 1;
          queue.push(n);
        }
      }
    }
    regions.push({ box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, area });
  }
  return regions;
}

function randomAlpha(width: number, height: number, seed: number): Uint8Array {
  const levels = [0, 3, 9, 10, 11, 128, 255, 255, 255];
  const alpha = new Uint8Array(width * height);
  let s = seed;
  for (let i = 0; i < alpha.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    alpha[i] = levels[(s >>> 16) % levels.length]!;
  }
  return alpha;
}

const sorted = <T extends { box: { x: number; y: number } }>(regions: T[]) =>
  [...regions].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);

describe("labelTransparentRegions", () => {
  it.each([
    [37, 23, 1],
    [64, 40, 2],
    [101, 77, 3],
  ])("matches a plain flood fill on random alpha (%i × %i), as a plane and as RGBA", async (width, height, seed) => {
    const alpha = randomAlpha(width, height, seed);
    const rgba = new Uint8Array(width * height * 4);
    alpha.forEach((a, i) => (rgba[i * 4 + 3] = a));
    const expected = sorted(floodFill(alpha, width, height, 10));
    for (const image of [
      { data: alpha, width, height, channels: 1 },
      { data: rgba, width, height, channels: 4 },
    ] satisfies RawImage[]) {
      const regions = await labelTransparentRegions(image, 10, () => true);
      expect(sorted(regions).map(({ box, area }) => ({ box, area }))).toEqual(expected);
    }
  });

  it("flags regions that touch the border", async () => {
    const alpha = new Uint8Array(10 * 10).fill(255);
    alpha[0] = 0;
    alpha[55] = 0;
    const regions = sorted(await labelTransparentRegions({ data: alpha, width: 10, height: 10, channels: 1 }, 10, () => true));
    expect(regions.map((r) => r.touchesBorder)).toEqual([true, false]);
  });

  it("refuses alpha noise that would need more than a million runs, rather than allocating for it", async () => {
    const width = 2001;
    const height = 1100;
    const alpha = new Uint8Array(width * height).map((_, i) => ((i % width) + Math.floor(i / width)) % 2 ? 255 : 0);
    const error = await labelTransparentRegions({ data: alpha, width, height, channels: 1 }, 10, () => true).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "too_many_windows", message: "This template has too many separate transparent areas" });
  });
});
