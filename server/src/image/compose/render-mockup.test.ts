import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { squareToQuad } from "../../../../shared/square-to-quad";
import { applyHomography } from "./compute-homography";
import { findTransparentWindows } from "../detect";
import { drawQuadrantArtwork, quadrantOf, type Quadrant } from "../fixtures/draw-artwork";
import { drawTemplate, type TemplateSpec } from "../fixtures/draw-template";
import { encodeFixture } from "../fixtures/encode-fixture";
import { pixelAt, readPixels } from "../fixtures/read-pixels";
import { MAT_COLOUR } from "../frame";
import { prepareTemplate } from "../prepare";
import { renderMockup } from "./render-mockup";
import type { Point, RawImage, TemplateWindow } from "../core";

const spec: TemplateSpec = {
  width: 600,
  height: 400,
  frame: 10,
  windows: [
    { corners: [[60, 60], [260, 60], [260, 340], [60, 340]] },
    { corners: [[330.3, 80.6], [540.2, 100.1], [530.7, 340.4], [320.5, 320.9]] },
  ],
};

/** A wide artwork split off-centre: left quarter red/yellow, the rest green/blue. */
const wideArt = drawQuadrantArtwork(400, 200, 100, 100);

let template: Buffer;
let windows: TemplateWindow[];

beforeAll(async () => {
  template = await encodeFixture(drawTemplate(spec));
  windows = await findTransparentWindows(drawTemplate(spec));
  expect(windows.map((w) => w.rectangular)).toEqual([true, false]);
});

/** The point at (u, v) of a window's own rectangle (0..1 each), through the perspective. */
const at = (window: TemplateWindow, u: number, v: number): Point => applyHomography(squareToQuad(window.quad), [u, v]);

function expectQuadrants(render: RawImage, window: TemplateWindow, samples: [number, number, Quadrant | "mat"][]) {
  for (const [u, v, expected] of samples) {
    const rgba = pixelAt(render, at(window, u, v));
    if (expected === "mat") expect(rgba.slice(0, 3), `mat at (${u}, ${v})`).toEqual(Object.values(MAT_COLOUR));
    else expect(quadrantOf(rgba), `art at (${u}, ${v})`).toBe(expected);
  }
}

function expectOpaque(render: RawImage) {
  for (let i = 3; i < render.data.length; i += 4) {
    if (render.data[i] !== 255) throw new Error(`see-through pixel at index ${(i - 3) / 4} (alpha ${render.data[i]})`);
  }
}

describe("renderMockup", () => {
  it("expand stretches the whole artwork over every window", async () => {
    const render = await readPixels((await renderMockup({ template, windows, artwork: wideArt, format: "png" })).data);
    for (const window of windows) {
      expectQuadrants(render, window, [
        [0.1, 0.2, "topLeft"],
        [0.2, 0.8, "bottomLeft"],
        [0.5, 0.2, "topRight"],
        [0.9, 0.8, "bottomRight"],
      ]);
    }
    expectOpaque(render);
  });

  it.each([undefined, 300])("a JPEG export (width %s) shows the art in every window, not the white background", async (width) => {
    const out = await renderMockup({ template, windows, artwork: wideArt, format: "jpeg", width });
    expect(out.contentType).toBe("image/jpeg");
    const render = await readPixels(out.data);
    const scale = render.width / spec.width;
    for (const window of windows) {
      const [x, y] = at(window, 0.9, 0.8);
      expect(quadrantOf(pixelAt(render, [x * scale, y * scale])), `art in window at scale ${scale}`).toBe("bottomRight");
    }
  });

  it("a JPEG of a template opaque outside its windows skips the white canvas, pixel for pixel the same", async () => {
    const learnt = await renderMockup({ template, windows, artwork: wideArt, format: "jpeg" });
    expect(learnt.opaqueOutsideWindows).toBe(true);
    const skipped = await renderMockup({ template, windows, artwork: wideArt, format: "jpeg", opaqueOutsideWindows: true });
    const onWhite = await renderMockup({ template, windows, artwork: wideArt, format: "jpeg", opaqueOutsideWindows: false });
    const [a, b, c] = await Promise.all([learnt, skipped, onWhite].map((r) => readPixels(r.data)));
    expect(Buffer.compare(Buffer.from(b!.data), Buffer.from(a!.data))).toBe(0);
    expect(Buffer.compare(Buffer.from(c!.data), Buffer.from(a!.data))).toBe(0);
  });

  it("a JPEG of a template see-through outside its windows learns so, and is white there", async () => {
    const pixels = drawTemplate(spec);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) pixels.data[(y * pixels.width + x) * 4 + 3] = 0;
    const holed = await encodeFixture(pixels);
    for (const known of [undefined, false]) {
      const out = await renderMockup({ template: holed, windows, artwork: wideArt, format: "jpeg", opaqueOutsideWindows: known });
      expect(out.opaqueOutsideWindows).toBe(false);
      const render = await readPixels(out.data);
      for (const channel of pixelAt(render, [5, 5]).slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(250);
      expect(quadrantOf(pixelAt(render, at(windows[0]!, 0.9, 0.8)))).toBe("bottomRight");
    }
  });

  it("fill covers the window and crops the sides of a wide artwork in a tall window", async () => {
    const out = await renderMockup({ template, windows, artwork: wideArt, fit: "fill", format: "png" });
    const render = await readPixels(out.data);
    for (const window of windows) {
      expectQuadrants(render, window, [
        [0.05, 0.2, "topRight"], // the red left quarter is cropped away
        [0.05, 0.8, "bottomRight"],
        [0.95, 0.2, "topRight"],
        [0.95, 0.95, "bottomRight"],
      ]);
    }
    expectOpaque(render);
  });

  it("fit shows the whole artwork on a mat, with bands above and below", async () => {
    const out = await renderMockup({ template, windows, artwork: wideArt, fit: "fit", format: "png" });
    const render = await readPixels(out.data);
    for (const window of windows) {
      expectQuadrants(render, window, [
        [0.5, 0.1, "mat"],
        [0.5, 0.9, "mat"],
        [0.1, 0.45, "topLeft"],
        [0.1, 0.55, "bottomLeft"],
        [0.9, 0.45, "topRight"],
        [0.9, 0.55, "bottomRight"],
      ]);
    }
    expectOpaque(render);
  });

  it("leaves no gap or halo along the frame's anti-aliased inner edge", async () => {
    const red = { data: new Uint8Array(64 * 64 * 3).map((_, i) => [220, 30, 30][i % 3]!), width: 64, height: 64, channels: 3 } as const;
    for (const feather of [1, 3]) {
      const soft = { ...spec, windows: spec.windows.map((w) => ({ ...w, feather })) };
      const softWindows = await findTransparentWindows(drawTemplate(soft));
      const file = await encodeFixture(drawTemplate(soft));
      const png = await readPixels((await renderMockup({ template: file, windows: softWindows, artwork: red, format: "png" })).data);
      expectOpaque(png);
      const jpeg = await readPixels((await renderMockup({ template: file, windows: softWindows, artwork: red, format: "jpeg" })).data);
      // Across the edge, pixels blend dark frame (52, 36, 24) and red art (220, 30, 30): any
      // white, wall or see-through pixel would lift green and blue far above both.
      for (const window of softWindows) {
        for (let side = 0; side < 4; side++) {
          const a = window.quad[side]!;
          const b = window.quad[(side + 1) % 4]!;
          const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
          const [nx, ny] = [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
          for (let t = 0.05; t < 0.96; t += 0.05) {
            for (const o of [-1.5, -0.5, 0.5, 1.5, 2.5]) {
              const p: Point = [a[0] + (b[0] - a[0]) * t + nx * o, a[1] + (b[1] - a[1]) * t + ny * o];
              const [, g, bl] = pixelAt(jpeg, p);
              expect(Math.max(g!, bl!), `pixel at ${p.map(Math.round).join(",")}`).toBeLessThan(60);
            }
          }
        }
      }
    }
  });

  it("renders a preview from the stored preview copy, every window filled", async () => {
    const prepared = await prepareTemplate(template);
    const out = await renderMockup({
      template: prepared.preview.data,
      windows: prepared.preview.windows,
      artwork: await encodeFixture(wideArt, "jpeg"),
      format: "png",
    });
    expect(out).toMatchObject({ width: 400, height: 267, format: "png", contentType: "image/png" });
    const render = await readPixels(out.data);
    for (const window of prepared.preview.windows) expectQuadrants(render, window, [[0.1, 0.2, "topLeft"], [0.9, 0.8, "bottomRight"]]);
    expectOpaque(render);
  });

  it("scales a full-size template down to a requested width", async () => {
    const out = await renderMockup({ template, windows, artwork: wideArt, width: 300, format: "png" });
    expect(out).toMatchObject({ width: 300, height: 200 });
    const render = await readPixels(out.data);
    const [upright] = windows;
    expect(quadrantOf(pixelAt(render, [upright!.box.x / 2 + 10, upright!.box.y / 2 + 10]))).toBe("topLeft");
  });

  it("puts transparent artwork on the mat, never a hole", async () => {
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const render = await readPixels((await renderMockup({ template, windows, artwork: clear, format: "png" })).data);
    expectOpaque(render);
    expect(pixelAt(render, at(windows[1]!, 0.5, 0.5)).slice(0, 3)).toEqual(Object.values(MAT_COLOUR));
  });

  it.each([
    ["png", "image/png", [0x89, 0x50]],
    ["jpeg", "image/jpeg", [0xff, 0xd8]],
    ["webp", "image/webp", [0x52, 0x49]],
  ] as const)("encodes %s", async (format, contentType, magic) => {
    const out = await renderMockup({ template, windows, artwork: wideArt, format });
    expect(out.contentType).toBe(contentType);
    expect([...out.data.subarray(0, 2)]).toEqual(magic);
  });
});
