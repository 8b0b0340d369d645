import { describe, expect, test } from "vitest";
import { readPixels } from "../fixtures/read-pixels";
import { renderWallMockup } from "./render-wall-mockup";
import type { RawImage } from "../core";

/** A 400 × 300 wall, grey 150 on the left half and 210 on the right (a patch of window light). */
function halfLitWall(): RawImage {
  const width = 400;
  const height = 300;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(x < 200 ? 150 : 210, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { data, width, height, channels: 3 };
}
const greyArt: RawImage = { data: new Uint8Array(40 * 40 * 3).fill(120), width: 40, height: 40, channels: 3 };

const render = (light: "keep" | "off") =>
  renderWallMockup({
    template: halfLitWall(),
    wall: { pxPerCm: 2, anchor: [200, 150] },
    fullWidth: 400,
    artwork: greyArt,
    fit: "fill",
    // A 60 × 40 cm print (120 × 80 px) straddling the light's edge, no frame or mat.
    render: { size: { widthCm: 60, heightCm: 40 } },
    format: "png",
    light,
  }).then((image) => readPixels(image.data));
const value = (image: RawImage, x: number, y: number) => image.data[(y * image.width + x) * image.channels]!;

describe("renderWallMockup", () => {
  test("the print sits centred on the anchor at the wall's scale", async () => {
    const image = await render("off");
    expect(value(image, 141, 150)).toBe(120);
    expect(value(image, 258, 150)).toBe(120);
    // Beyond the print's 60 cm (120 px) the wall shows (darkened at most by the shadow).
    expect(value(image, 137, 150)).toBeGreaterThan(130);
  });

  test("the wall's light falls on the piece: brighter where the wall is lit; light=off draws it as it is", async () => {
    const lit = await render("keep");
    const left = value(lit, 160, 150);
    const right = value(lit, 240, 150);
    expect(right).toBeGreaterThan(left + 15);
    const plain = await render("off");
    expect(value(plain, 160, 150)).toBe(value(plain, 240, 150));
  });
});
