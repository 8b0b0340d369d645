import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { FIT_MODES } from "../../../../shared/constants";
import type { RenderOptions } from "../../../../shared/render-options";
import { findTransparentWindows } from "../detect";
import { drawQuadrantArtwork } from "../fixtures/draw-artwork";
import { drawTemplate, type TemplateSpec } from "../fixtures/draw-template";
import { readPixels } from "../fixtures/read-pixels";
import { preparePreviewTemplate } from "./prepare-preview-template";
import { renderMockup, type RoomLight } from "./render-mockup";
import { renderPreviewImage } from "./render-preview-image";
import type { RawImage, TemplateWindow } from "../core";

/** A preview-size template: one upright window and one seen at an angle. */
const spec: TemplateSpec = {
  width: 400,
  height: 300,
  frame: 8,
  windows: [
    { corners: [[40, 40], [170, 40], [170, 240], [40, 240]] },
    { corners: [[220.3, 55.6], [360.2, 68.1], [353.7, 250.4], [213.5, 236.9]] },
  ],
};
const art = drawQuadrantArtwork(300, 200, 120, 80);

let pixels: RawImage;
let windows: TemplateWindow[];

beforeAll(async () => {
  pixels = drawTemplate(spec);
  windows = await findTransparentWindows(pixels);
  expect(windows.map((w) => w.rectangular)).toEqual([true, false]);
});

/** Mean absolute difference per channel, 0–255, over the whole picture. */
function meanAbsoluteError(a: RawImage, b: RawImage): number {
  expect([a.width, a.height, a.channels]).toEqual([b.width, b.height, b.channels]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

/** The full renderer's picture (lossless PNG), on white like a JPEG, as RGB. */
async function reference(template: RawImage, wins: TemplateWindow[], fit: (typeof FIT_MODES)[number], render?: Partial<RenderOptions>, light?: RoomLight) {
  const png = await renderMockup({ template, windows: wins, artwork: art, fit, render, light, format: "png" });
  const { data, info } = await sharp(png.data).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 } as RawImage;
}

async function preview(template: RawImage, wins: TemplateWindow[], fit: (typeof FIT_MODES)[number], render?: Partial<RenderOptions>, light?: RoomLight) {
  const jpeg = await renderPreviewImage({ template: preparePreviewTemplate(template, wins), windows: wins, artwork: art, fit, render, light });
  expect(jpeg.contentType).toBe("image/jpeg");
  const decoded = await readPixels(jpeg.data);
  const { data, info } = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 } as RawImage;
}

// JPEG at preview quality alone differs from the lossless picture by ~1/255 on these hard edges.
const MAX_MEAN_ERROR = 3;

describe("renderPreviewImage", () => {
  it.each(FIT_MODES)("draws what the full renderer draws, fit %s (upright and perspective windows)", async (fit) => {
    expect(meanAbsoluteError(await preview(pixels, windows, fit), await reference(pixels, windows, fit))).toBeLessThanOrEqual(MAX_MEAN_ERROR);
  });

  it("with a mat and a print size", async () => {
    const render = { mat: "white", matWidth: 6, size: { width: 50, height: 70, unit: "cm", widthCm: 50, heightCm: 70 } } as const;
    expect(meanAbsoluteError(await preview(pixels, windows, "fill", render), await reference(pixels, windows, "fill", render))).toBeLessThanOrEqual(MAX_MEAN_ERROR);
  });

  it("draws over an opaque room photo, with and without its light", async () => {
    const photo = { ...pixels, data: Uint8Array.from(pixels.data, (v, i) => (i % 4 === 3 ? 255 : v)) };
    const over = windows.map((w) => ({ ...w, placement: "over" as const }));
    for (const light of ["keep", "off"] as const) {
      expect(meanAbsoluteError(await preview(photo, over, "expand", undefined, light), await reference(photo, over, "expand", undefined, light))).toBeLessThanOrEqual(MAX_MEAN_ERROR);
    }
  });

  it("a wrong picture is caught: the art left out differs by far more", async () => {
    const empty = await reference(pixels, [], "expand");
    expect(meanAbsoluteError(await preview(pixels, windows, "expand"), empty)).toBeGreaterThan(4 * MAX_MEAN_ERROR);
  });
});
