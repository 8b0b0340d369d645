import { describe, expect, test } from "vitest";
import { FRAME_STYLES, type FrameStyle } from "../../../../shared/render-options";
import { drawTemplate, type TemplateSpec } from "../fixtures/draw-template";
import { encodeFixture } from "../fixtures/encode-fixture";
import { pixelAt, readPixels } from "../fixtures/read-pixels";
import { findTransparentWindows } from "../detect";
import { renderFramedPrint } from "../frame";
import { renderMockup } from "./render-mockup";
import type { RawImage } from "../core";

/** Flat red art: wherever the print shows, the pixel is strongly red. */
const redArt = (width: number, height: number): RawImage => {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data[i] = 220;
  return { data, width, height, channels: 3 };
};
const isRed = ([r, g, b]: number[]) => r! > 120 && g! < 60 && b! < 60;

describe("a mat in a template's window", () => {
  // A 600 × 800 px window: 50 × 70 cm plus a 5 cm mat each side is 60 × 80 cm, so 10 px per cm.
  const spec: TemplateSpec = { width: 800, height: 1000, frame: 30, windows: [{ corners: [[100, 100], [700, 100], [700, 900], [100, 900]], feather: 0 }] };

  test("5 cm at 10 px/cm is a 50 px band on every side (± 1 px), the print inside it", async () => {
    const template = await encodeFixture(drawTemplate(spec));
    const windows = await findTransparentWindows(drawTemplate(spec));
    const out = await renderMockup({ template, windows, artwork: redArt(500, 700), fit: "fill", format: "png", render: { mat: "white", matWidth: 5, size: { width: 50, height: 70, unit: "cm", widthCm: 50, heightCm: 70 } } });
    const pixels = await readPixels(out.data);
    const firstRed = (from: number, step: number, at: (i: number) => [number, number]) => {
      for (let i = from; ; i += step) if (isRed(pixelAt(pixels, at(i)))) return i;
    };
    expect(Math.abs(firstRed(100, 1, (x) => [x, 500]) - 150)).toBeLessThanOrEqual(1);
    expect(Math.abs(699 - firstRed(699, -1, (x) => [x, 500]) - 50)).toBeLessThanOrEqual(1);
    expect(Math.abs(firstRed(100, 1, (y) => [400, y]) - 150)).toBeLessThanOrEqual(1);
    expect(Math.abs(899 - firstRed(899, -1, (y) => [400, y]) - 50)).toBeLessThanOrEqual(1);
    // The band is mat board (near white), not art and not the template.
    const [r, g, b] = pixelAt(pixels, [125, 500]);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(225);
    // The bevel's inner edge: the bottom one catches the light, the top one is in shade.
    const top = pixelAt(pixels, [400, 149]);
    const bottom = pixelAt(pixels, [400, 850]);
    expect(bottom[0]!).toBeGreaterThan(top[0]! + 20);
  });

  test("without a mat the art fills the window as before", async () => {
    const template = await encodeFixture(drawTemplate(spec));
    const windows = await findTransparentWindows(drawTemplate(spec));
    const out = await renderMockup({ template, windows, artwork: redArt(500, 700), fit: "expand", format: "png", render: { mat: "none", frame: "oak" } });
    expect(isRed(pixelAt(await readPixels(out.data), [103, 500]))).toBe(true);
  });
});

describe("renderFramedPrint", () => {
  const render = (frame: FrameStyle, mat: "none" | "white" = "white") =>
    renderFramedPrint({ art: redArt(300, 400), size: { widthCm: 30, heightCm: 40 }, fit: "fill", frame, frameWidth: 2.5, mat, matWidth: 5, pxPerCm: 10 });

  test("the print at its size, the mat and the moulding around it, a shadow below", async () => {
    const { image, piece } = await render("walnut");
    // 30 cm + 2 × 5 cm mat + 2 × 2.5 cm frame = 45 cm = 450 px across; 40 + 10 + 5 = 55 cm down.
    expect([piece.width, piece.height]).toEqual([450, 550]);
    const y = piece.top + 275;
    let x = piece.left;
    while (!isRed(pixelAt(image, [x, y]))) x++;
    expect(x - piece.left).toBe(75);
    // Outside the frame: transparent above-left, shadowed below-right.
    expect(pixelAt(image, [piece.left - 3, piece.top - 3])[3]!).toBeLessThan(40);
    expect(pixelAt(image, [piece.left + 200, piece.top + piece.height + 3])[3]!).toBeGreaterThan(60);
  });

  test.each(FRAME_STYLES.filter((f) => f !== "none"))("%s: no seam across the mitres", async (frame) => {
    const { image, piece } = await render(frame, "none");
    const band = 25;
    const corners: [number, number, number, number][] = [
      [piece.left, piece.top, 1, 1],
      [piece.left + piece.width - 1, piece.top, -1, 1],
      [piece.left, piece.top + piece.height - 1, 1, -1],
      [piece.left + piece.width - 1, piece.top + piece.height - 1, -1, -1],
    ];
    for (const [cx, cy, sx, sy] of corners) {
      for (let d = 1; d < band - 1; d += 2) {
        // Walk round the corner at a constant depth d into the moulding: down the vertical
        // length, through the mitre, along the horizontal one. Only the length changes on the way.
        const path: [number, number][] = [[d, d + 3], [d, d + 2], [d, d + 1], [d, d], [d + 1, d], [d + 2, d], [d + 3, d]];
        const pixels = path.map(([x, y]) => pixelAt(image, [cx + sx * x, cy + sy * y]));
        const ends = [pixels[0]!, pixels[1]!, pixels[5]!, pixels[6]!];
        pixels.forEach((p, i) => {
          expect(p[3], `${frame} opaque at d=${d} step ${i}`).toBe(255);
          for (let c = 0; c < 3; c++) {
            // Every pixel on the way lies between the two lengths' colours: no dark or light line, no gap.
            const values = ends.map((e) => e[c]!);
            expect(p[c]!, `${frame} corner (${cx},${cy}) d=${d} step ${i}`).toBeGreaterThanOrEqual(Math.min(...values) - 10);
            expect(p[c]!, `${frame} corner (${cx},${cy}) d=${d} step ${i}`).toBeLessThanOrEqual(Math.max(...values) + 10);
          }
        });
      }
    }
  });

  test("the moulding has a profile: light and shade across its width", async () => {
    const { image, piece } = await render("black", "none");
    const lum = (p: number[]) => p[0]! + p[1]! + p[2]!;
    const across = Array.from({ length: 25 }, (_, i) => lum(pixelAt(image, [piece.left + 200, piece.top + i])));
    expect(Math.max(...across) - Math.min(...across)).toBeGreaterThan(60);
  });
});
