import { describe, expect, test } from "vitest";
import { pixelAt, readPixels } from "../fixtures/read-pixels";
import { applyRoomLight } from "./apply-room-light";
import { renderMockup } from "./render-mockup";
import type { Point, RawImage } from "../core";
import { windowFromQuad } from "../detect";

const W = 400;
const H = 300;
const QUAD: Point[] = [[100, 60], [300, 60], [300, 220], [100, 220]];
/** Inside the window the photo doubles in brightness from its left edge to its right; the wall is flat. */
const photoValue = (x: number) => 80 * (1 + (x - 100) / 200);

function photo(value: (x: number, y: number, inside: boolean) => number): RawImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) data.fill(Math.round(value(x + 0.5, y + 0.5, x >= 100 && x < 300 && y >= 60 && y < 220)), (y * W + x) * 3, (y * W + x) * 3 + 3);
  }
  return { data, width: W, height: H, channels: 3 };
}
const rampInside = () => photo((x, _y, inside) => (inside ? photoValue(x) : 120));

/** Grey art over the quad's box, lit by `applyRoomLight` from the whole photo. */
function lit(pixels: RawImage): RawImage {
  const image: RawImage = { data: new Uint8Array(200 * 160 * 4).fill(128), width: 200, height: 160, channels: 4 };
  applyRoomLight({ image, left: 100, top: 60 }, QUAD, { pixels, left: 0, top: 0 });
  return image;
}
const at = (image: RawImage, x: number, y: number) => image.data[((y - 60) * image.width + (x - 100)) * 4]!;

describe("the room's light on art drawn over a photo", () => {
  test("on a blank wall, uniform grey art takes the wall's left-to-right doubling, in the same ratio ± 10 %, its average kept", () => {
    const out = lit(rampInside());
    for (const [a, b] of [[110, 290], [150, 250]] as const) {
      const expected = photoValue(b) / photoValue(a);
      expect(at(out, b, 140) / at(out, a, 140)).toBeGreaterThan(expected * 0.9);
      expect(at(out, b, 140) / at(out, a, 140)).toBeLessThan(expected * 1.1);
    }
    expect(at(out, 200, 140)).toBeGreaterThan(115);
    expect(at(out, 200, 140)).toBeLessThan(141);
  });

  test("an old picture's content does not print onto the art: half black, half white inside, flat wall around, the art stays flat", () => {
    const out = lit(photo((x, _y, inside) => (inside ? (x < 200 ? 15 : 245) : 120)));
    expect(Math.abs(at(out, 110, 140) - at(out, 290, 140))).toBeLessThanOrEqual(2);
  });

  test("with a picture inside, the light is read from the ring around it: a wall lit from the left dims the art to the right", () => {
    const out = lit(photo((x, y, inside) => (inside ? (Math.hypot(x - 200, y - 140) < 50 ? 230 : 40) : 160 - (x / W) * 80)));
    expect(at(out, 290, 140)).toBeLessThan(at(out, 110, 140) * 0.85);
    expect(at(out, 110, 140)).toBeLessThanOrEqual(128);
  });

  async function render(light: "keep" | "off", quad: Point[] = QUAD) {
    const window = windowFromQuad(quad, { width: W, height: H }, { placement: "over", detected: true });
    const art: RawImage = { data: new Uint8Array(300 * 200 * 3).fill(128), width: 300, height: 200, channels: 3 };
    const out = await renderMockup({ template: rampInside(), windows: [window], artwork: art, format: "png", light });
    return readPixels(out.data);
  }

  test("light=off draws the art flat; outside the quad the photo is untouched", async () => {
    const out = await render("off");
    expect(pixelAt(out, [110, 140])[0]).toBe(128);
    expect(pixelAt(out, [290, 140])[0]).toBe(128);
    expect(pixelAt(out, [50, 140])[0]).toBe(120);
    expect(pixelAt(out, [200, 30])[0]).toBe(120);
  });

  test("the art's edge over the photo is anti-aliased over one pixel, reaching half a pixel past the quad", async () => {
    // The left side at x = 100.2, the art's edge at 99.7: pixel 99 is 30 % art (128), 70 % photo (120).
    const out = await render("off", [[100.2, 60], [300, 60], [300, 220], [100.2, 220]]);
    const edge = pixelAt(out, [99, 140])[0]!;
    expect(edge).toBeGreaterThan(121);
    expect(edge).toBeLessThan(127);
    expect(pixelAt(out, [100, 140])[0]).toBe(128);
    expect(pixelAt(out, [98, 140])[0]).toBe(120);
  });
});
