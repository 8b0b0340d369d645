import { describe, expect, test } from "vitest";
import { readPixels } from "../fixtures/read-pixels";
import type { Point, RawImage } from "../core";
import { windowFromQuad } from "../detect";
import { noiseField } from "./add-grain";
import { estimateNoise } from "./estimate-noise";
import { measureEdgeSoftness } from "./match-edge-softness";
import { renderMockup } from "./render-mockup";

const W = 360;
const H = 300;
/** The old picture's opening: slightly angled, fractional corners. */
const QUAD: Point[] = [[100.3, 80.6], [260.2, 78.4], [261.7, 230.5], [99.6, 231.2]];
const inQuad = (x: number, y: number) => x > 100 && x < 260 && y > 80 && y < 230;

type Rgb = [number, number, number];
/** A room photo: `value(x, y)` per pixel, plus grain of σ `noise` blurred by `grainBlur` px (a phone JPEG's is blotchy). */
function photo(value: (x: number, y: number) => Rgb, noise = 0, grainBlur = 0): RawImage {
  const grain = noiseField(W, H, grainBlur, 3);
  const unit = Math.sqrt(grain.reduce((s, v) => s + v * v, 0) / grain.length);
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const rgb = value(x + 0.5, y + 0.5);
      for (let c = 0; c < 3; c++) data[(y * W + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + (noise * grain[y * W + x]!) / unit)));
    }
  }
  return { data, width: W, height: H, channels: 3 };
}
const flatArt = (v: number): RawImage => ({ data: new Uint8Array(320 * 300 * 3).fill(v), width: 320, height: 300, channels: 3 });

async function render(template: RawImage, artwork: RawImage, light: "keep" | "no-reflection" | "off" = "keep") {
  const window = windowFromQuad(QUAD, { width: W, height: H }, { placement: "over", detected: true });
  return readPixels((await renderMockup({ template, windows: [window], artwork, format: "png", light })).data);
}
/** The art's middle, well inside the quad. */
const middle = { x0: 130, y0: 110, x1: 230, y1: 200 };
const mean = (image: RawImage, area: typeof middle, c: number) => {
  let s = 0;
  for (let y = area.y0; y < area.y1; y++) for (let x = area.x0; x < area.x1; x++) s += image.data[(y * image.width + x) * image.channels + c]!;
  return s / ((area.x1 - area.x0) * (area.y1 - area.y0));
};

describe("art over a photo looks photographed there", () => {
  test("grain: a clean artwork in a noisy photo gets the photo's noise (± 25 %), and none with light=off", async () => {
    const noisy = photo((x, y) => (inQuad(x, y) ? [90, 120, 150] : [150, 145, 140]), 6);
    const wall = estimateNoise(noisy, (x, y) => !inQuad(x, y) && (x < 80 || x > 280))[1];
    expect(wall).toBeGreaterThan(4);
    const kept = estimateNoise(await render(noisy, flatArt(140)), () => true, middle)[1];
    expect(kept).toBeGreaterThan(wall * 0.75);
    expect(kept).toBeLessThan(wall * 1.25);
    expect(estimateNoise(await render(noisy, flatArt(140), "off"), () => true, middle)[1]).toBeLessThan(0.5);
  });

  test("grain size: a blotchy photo's grain stays blotchy on the art: its noise at full and at half size both within 30 % of the photo's", async () => {
    const blotchy = photo((x, y) => (inQuad(x, y) ? [90, 120, 150] : [150, 145, 140]), 8, 0.8);
    const out = await render(blotchy, flatArt(140));
    const half = (image: RawImage): RawImage => {
      const h: RawImage = { data: new Uint8Array((image.width >> 1) * (image.height >> 1) * 3), width: image.width >> 1, height: image.height >> 1, channels: 3 };
      for (let y = 0; y < h.height; y++)
        for (let x = 0; x < h.width; x++)
          for (let c = 0; c < 3; c++) {
            const at = (dx: number, dy: number) => image.data[((2 * y + dy) * image.width + 2 * x + dx) * image.channels + c]!;
            h.data[(y * h.width + x) * 3 + c] = (at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) >> 2;
          }
      return h;
    };
    const wallArea = { x0: 10, y0: 10, x1: 90, y1: 290 };
    const halved = (area: typeof middle) => ({ x0: area.x0 >> 1, y0: area.y0 >> 1, x1: area.x1 >> 1, y1: area.y1 >> 1 });
    const ratios = [
      estimateNoise(out, () => true, middle)[1] / estimateNoise(blotchy, () => true, wallArea)[1],
      estimateNoise(half(out), () => true, halved(middle))[1] / estimateNoise(half(blotchy), () => true, halved(wallArea))[1],
    ];
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(0.7);
      expect(ratio).toBeLessThan(1.3);
    }
  });

  test("edges: no halo and the old picture fully covered — across each side every pixel lies between the art and the frame", async () => {
    // A dark frame around a white old picture, dark art: a light line at the seam would be the old picture showing.
    const framed = photo((x, y) => (inQuad(x, y) ? [250, 250, 250] : [40, 36, 32]));
    const out = await render(framed, flatArt(70), "off");
    for (const y of [120, 150, 200]) {
      for (let x = 94; x <= 106; x++) expect(out.data[(y * W + x) * 4]!).toBeLessThanOrEqual(72);
      for (let x = 254; x <= 266; x++) expect(out.data[(y * W + x) * 4]!).toBeLessThanOrEqual(72);
    }
    for (const x of [140, 200]) for (let y = 74; y <= 86; y++) expect(out.data[(y * W + x) * 4]!).toBeLessThanOrEqual(72);
  });

  test("softness: in a soft photo the art's edge rises as softly as the photo's (σ within 0.4 px)", async () => {
    const soft = photo((x, y) => {
      const d = Math.min(x - 100, 260 - x, y - 80, 230 - y);
      const k = 1 / (1 + Math.exp(-d / 0.9));
      return [40 + 190 * k, 40 + 190 * k, 40 + 190 * k];
    });
    const region = { pixels: soft, left: 0, top: 0 };
    const photoSigma = measureEdgeSoftness(region, QUAD);
    expect(photoSigma).toBeGreaterThan(1);
    const out = await render(soft, flatArt(230));
    const rgb = new Uint8Array(W * H * 3);
    for (let i = 0; i < W * H; i++) rgb.set(out.data.subarray(i * 4, i * 4 + 3), i * 3);
    const rendered = measureEdgeSoftness({ pixels: { data: rgb, width: W, height: H, channels: 3 }, left: 0, top: 0 }, QUAD);
    expect(Math.abs(rendered - photoSigma)).toBeLessThan(0.4);
  });

  test("light and colour: a dim, warm room makes white art dim and warm; light=off leaves it white", async () => {
    const warm = photo((x, y) => (inQuad(x, y) ? [120, 90, 60] : [200, 170, 130]));
    const out = await render(warm, flatArt(255));
    const [r, g, b] = [0, 1, 2].map((c) => mean(out, middle, c)) as Rgb;
    expect(r).toBeLessThan(235);
    expect(r).toBeGreaterThan(b * 1.1);
    expect(g).toBeGreaterThan(b);
    const off = await render(warm, flatArt(255), "off");
    expect(mean(off, middle, 2)).toBe(255);
  });

  test("glass: the old picture's lamp reflection stays faintly on the art with light=keep, not with no-reflection", async () => {
    // A dark picture with a soft, near-white highlight at (200, 140): a lamp on its glass.
    const glazed = photo((x, y) => {
      if (!inQuad(x, y)) return [150, 145, 140];
      const glare = 200 * Math.exp(-((x - 200) ** 2 + (y - 140) ** 2) / (2 * 16 ** 2));
      return [50 + glare, 55 + glare, 60 + glare];
    });
    const spot = { x0: 195, y0: 135, x1: 205, y1: 145 };
    const away = { x0: 130, y0: 190, x1: 160, y1: 215 };
    const keep = await render(glazed, flatArt(60));
    const matte = await render(glazed, flatArt(60), "no-reflection");
    expect(mean(keep, spot, 1) - mean(keep, away, 1)).toBeGreaterThan(8);
    expect(Math.abs(mean(matte, spot, 1) - mean(matte, away, 1))).toBeLessThan(6);
  });

  test("glass: a light part of the old picture (a pale sky over its whole top) is the picture's own, not a reflection", async () => {
    const sky = photo((x, y) => (!inQuad(x, y) ? [150, 145, 140] : y < 150 ? [225, 230, 238] : [60, 70, 60]));
    const out = await render(sky, flatArt(60));
    expect(Math.abs(mean(out, { x0: 140, y0: 95, x1: 220, y1: 130 }, 1) - mean(out, { x0: 140, y0: 170, x1: 220, y1: 215 }, 1))).toBeLessThan(8);
  });
});
