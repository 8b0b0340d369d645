import { expect, test } from "vitest";
import type { RawImage } from "../core";
import { sceneShadowLayer } from "./apply-scene-passes";
import type { PassImage, PlacePasses } from "./scene-passes";

const WALL = 204;
/** A flat grey wall, 10 × 1 px, at canvas (20, 5). */
const photo = { pixels: { data: new Uint8Array(30).fill(WALL), width: 10, height: 1, channels: 3 } as RawImage, left: 20, top: 5 };

/** A one-row shadow pass of these shares (255 = no shadow) at canvas (x, 5). */
function passes(shares: number[], x = 20): PlacePasses {
  const none: PassImage = { left: 0, top: 0, image: { data: new Uint8Array(3), width: 1, height: 1, channels: 3 } };
  return { light: none, reflection: none, shadow: { left: x, top: 5, image: { data: Uint8Array.from(shares), width: shares.length, height: 1, channels: 1 } } };
}

/** The wall's value with the shadow layer (black, with opacity) drawn over each pixel. */
const shaded = (shares: number[], x?: number) => {
  const { image } = sceneShadowLayer(passes(shares, x), photo);
  return shares.map((_, i) => Math.round(WALL * (1 - image.data[i * 4 + 3]! / 255)));
};

// Blender's Filmic (Medium Contrast) shows scene light 1 as 0.807 (206/255) and half of it, one
// stop down, as 0.695 (177): the values the renders are written with (filmic-curve.ts).
test("a frame's shadow takes the wall's light down in stops, as the render's camera shows it", () => {
  const [none, half] = shaded([255, 128]);
  expect(none).toBe(WALL);
  // Taken as opacity on display values, half the light showed as 102: a shadow far too dark.
  expect(half).toBeGreaterThanOrEqual(173);
  expect(half).toBeLessThanOrEqual(181);
});

test("beside a frame in full sun, where the wall keeps a fiftieth of its light, the shadow is the room's shade, not black", () => {
  const [deep] = shaded([5]);
  // 5.7 stops down from 0.8 on the curve is about 0.16 (41/255); as opacity it was 4.
  expect(deep).toBeGreaterThan(30);
  expect(deep).toBeLessThan(55);
});

test("pixels of the pass outside the photo read are left unshaded", () => {
  const { image } = sceneShadowLayer(passes([0, 0, 0], 18), photo);
  expect([...image.data.filter((_, i) => i % 4 === 3)]).toEqual([0, 0, expect.any(Number)]);
  expect(image.data[2 * 4 + 3]).toBeGreaterThan(0);
});
