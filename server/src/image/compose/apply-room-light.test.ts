import { describe, expect, test } from "vitest";
import { pixelAt, readPixels } from "../fixtures/read-pixels";
import { renderMockup } from "./render-mockup";
import type { Point, RawImage } from "../core";
import { windowFromQuad } from "../detect";

const W = 400;
const H = 300;
const QUAD: Point[] = [[100, 60], [300, 60], [300, 220], [100, 220]];
/** Inside the window the photo doubles in brightness from its left edge to its right; the wall is flat. */
const photoValue = (x: number) => 80 * (1 + (x - 100) / 200);

function roomPhoto(): RawImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const inside = x >= 100 && x < 300 && y >= 60 && y < 220;
      data.fill(Math.round(inside ? photoValue(x + 0.5) : 120), (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
  }
  return { data, width: W, height: H, channels: 3 };
}
const greyArt = (): RawImage => ({ data: new Uint8Array(300 * 200 * 3).fill(128), width: 300, height: 200, channels: 3 });

async function render(light: "keep" | "off", quad: Point[] = QUAD) {
  const window = windowFromQuad(quad, { width: W, height: H }, { placement: "over", detected: true });
  const out = await renderMockup({ template: roomPhoto(), windows: [window], artwork: greyArt(), format: "png", light });
  return readPixels(out.data);
}

describe("the room's light on art drawn over a photo", () => {
  test("uniform grey art takes the photo's left-to-right doubling, in the same ratio ± 10 %", async () => {
    const out = await render("keep");
    for (const [a, b] of [[110, 290], [150, 250]] as const) {
      const left = pixelAt(out, [a, 140])[0]!;
      const right = pixelAt(out, [b, 140])[0]!;
      const expected = photoValue(b) / photoValue(a);
      expect(right / left).toBeGreaterThan(expected * 0.9);
      expect(right / left).toBeLessThan(expected * 1.1);
    }
    // The art's average exposure stays about where it was.
    expect(pixelAt(out, [200, 140])[0]!).toBeGreaterThan(115);
    expect(pixelAt(out, [200, 140])[0]!).toBeLessThan(141);
  });

  test("light=off draws the art flat; outside the quad the photo is untouched", async () => {
    const out = await render("off");
    expect(pixelAt(out, [110, 140])[0]).toBe(128);
    expect(pixelAt(out, [290, 140])[0]).toBe(128);
    expect(pixelAt(out, [50, 140])[0]).toBe(120);
    expect(pixelAt(out, [200, 30])[0]).toBe(120);
  });

  test("the art's edge over the photo is anti-aliased over one pixel", async () => {
    // The left side at x = 100.5: the pixel 100 is half art (128), half photo (80 + … ≈ 80).
    const out = await render("off", [[100.5, 60], [300, 60], [300, 220], [100.5, 220]]);
    const edge = pixelAt(out, [100, 140])[0]!;
    expect(edge).toBeGreaterThan(100);
    expect(edge).toBeLessThan(125);
    expect(pixelAt(out, [101, 140])[0]).toBe(128);
    expect(pixelAt(out, [99, 140])[0]).toBe(120);
  });
});
