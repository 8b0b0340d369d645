import { beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { readPixels } from "../fixtures/read-pixels";
import { readRenderedRoom, readRoomJson } from "../fixtures/rendered-room";
import { printSizeSchema } from "../../../../shared/print-size";
import { subQuad } from "../../../../shared/square-to-quad";
import { polygonArea, type Point, type RawImage } from "../core";
import { decodeScenePasses, preparePreviewTemplate, renderMockup, renderPreviewImage, type ScenePasses } from "../compose";
import { decodeImage, TEMPLATE_LIMITS } from "../decode";
import { prepareRenderedRoom, type PreparedRenderedRoom } from "./prepare-rendered-room";

const GREY = 128;
const greyArt: RawImage = { data: new Uint8Array(300 * 380 * 3).fill(GREY), width: 300, height: 380, channels: 3 };

/** Whether (x, y) lies inside the quad shrunk by `inset` px (a convex quad, corners clockwise on screen). */
function inside(quad: Point[], x: number, y: number, inset: number): boolean {
  return quad.every((a, i) => {
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])) / length >= inset;
  });
}

/** Per pixel well inside the quad: the render's value and the light pass's, channel `c`. */
function samples(picture: RawImage, passes: ScenePasses, quad: Point[], c: number) {
  const { light } = passes.places[0]!;
  const out: { got: number; light: number }[] = [];
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (!inside(quad, x + 0.5, y + 0.5, 2)) continue;
      const lx = x - light.left;
      const ly = y - light.top;
      if (lx < 0 || ly < 0 || lx >= light.image.width || ly >= light.image.height) continue;
      out.push({ got: picture.data[(y * picture.width + x) * picture.channels + c]!, light: light.image.data[(ly * light.image.width + lx) * 3 + c]! });
    }
  }
  return out;
}

/** A polygon's centre of area. */
function centroid(quad: Point[]): Point {
  let [a, cx, cy] = [0, 0, 0];
  quad.forEach(([x0, y0], i) => {
    const [x1, y1] = quad[(i + 1) % quad.length]!;
    const cross = x0 * y1 - x1 * y0;
    [a, cx, cy] = [a + cross, cx + (x0 + x1) * cross, cy + (y0 + y1) * cross];
  });
  return [cx / (3 * a), cy / (3 * a)];
}

function correlation(pairs: { got: number; light: number }[]): number {
  const n = pairs.length;
  const mg = pairs.reduce((s, p) => s + p.got, 0) / n;
  const ml = pairs.reduce((s, p) => s + p.light, 0) / n;
  let sgl = 0, sgg = 0, sll = 0;
  for (const p of pairs) {
    sgl += (p.got - mg) * (p.light - ml);
    sgg += (p.got - mg) ** 2;
    sll += (p.light - ml) ** 2;
  }
  return sgl / Math.sqrt(sgg * sll);
}

describe("a rendered room", () => {
  const room = readRoomJson();
  let prepared: PreparedRenderedRoom;
  let full: ScenePasses;
  beforeAll(async () => {
    const { photo, places } = readRenderedRoom();
    prepared = await prepareRenderedRoom(photo, places);
    full = await decodeScenePasses(prepared.passes.full);
  });

  test("is a template whose windows are the scene's projected corners, its ratio the place's size", () => {
    expect(prepared).toMatchObject({ width: room.width, height: room.height, aspectRatio: "11x14" });
    expect(prepared.windows).toHaveLength(room.places.length);
    const [window] = prepared.windows;
    expect(window).toMatchObject({ placement: "over", aspect: expect.closeTo(76 / 96, 3) });
    window!.quad.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(room.places[0]!.quad[i]![0], 1);
      expect(p[1]).toBeCloseTo(room.places[0]!.quad[i]![1], 1);
    });
  });

  test("a flat grey print takes the light pass: not flat, following the pass, darker than a white card", async () => {
    const picture = await readPixels((await renderMockup({ template: prepared.image.data, windows: prepared.windows, artwork: greyArt, format: "png", light: "no-reflection", scene: prepared.passes.full })).data);
    const quad = prepared.windows[0]!.quad;
    for (let c = 0; c < 3; c++) {
      const pairs = samples(picture, full, quad, c);
      expect(pairs.length).toBeGreaterThan(1000);
      const values = pairs.map((p) => p.got);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(12);
      expect(correlation(pairs)).toBeGreaterThan(0.95);
      // Grey reflects a fifth of the light a white card does: darker than the pass everywhere.
      expect(pairs.filter((p) => p.got < p.light - 20).length).toBeGreaterThan(pairs.length * 0.99);
    }
    // The daylight room is warm: the grey print comes out warmer (more red than blue), as the pass is.
    const mean = (c: number) => samples(picture, full, quad, c).reduce((s, p) => s + p.got, 0) / samples(picture, full, quad, c).length;
    expect(mean(0)).toBeGreaterThan(mean(2) + 5);
  });

  test("a white print shows the light pass itself: what the camera saw of a white card there", async () => {
    const white: RawImage = { ...greyArt, data: new Uint8Array(greyArt.data.length).fill(255) };
    const picture = await readPixels((await renderMockup({ template: prepared.image.data, windows: prepared.windows, artwork: white, format: "png", light: "no-reflection", scene: prepared.passes.full })).data);
    for (let c = 0; c < 3; c++) {
      const pairs = samples(picture, full, prepared.windows[0]!.quad, c);
      expect(pairs.reduce((s, p) => s + Math.abs(p.got - p.light), 0) / pairs.length).toBeLessThan(1);
    }
  });

  test("the print takes the photo's grain: none from a clean render, the photo's own on a grainy one", async () => {
    const { photo, places } = readRenderedRoom();
    const clean = await decodeImage(photo, TEMPLATE_LIMITS);
    // The same render with a camera's grain: σ 3 levels of brightness noise, the same in every channel.
    const SIGMA = 3;
    const grainy = new Uint8Array(clean.data);
    let seed = 7;
    const gauss = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const u = (seed + 1) / 4294967297;
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return Math.sqrt(-2 * Math.log(u)) * Math.cos((2 * Math.PI * seed) / 4294967296);
    };
    for (let i = 0; i < grainy.length; i += 4) {
      const n = SIGMA * gauss();
      for (let c = 0; c < 3; c++) grainy[i + c] = Math.max(0, Math.min(255, Math.round(grainy[i + c]! + n)));
    }
    const grainyPhoto = await sharp(grainy, { raw: { width: clean.width, height: clean.height, channels: 4 } }).png().toBuffer();
    const grainOf = async (room: PreparedRenderedRoom) => {
      const passes = await decodeScenePasses(room.passes.full);
      const render = await renderMockup({ template: room.image.data, windows: room.windows, artwork: greyArt, format: "png", light: "no-reflection", scene: room.passes.full });
      const picture = await readPixels(render.data);
      // Against the print with no grain: each pixel's departure from the smooth light across it.
      const pairs = samples(picture, passes, room.windows[0]!.quad, 1);
      const smooth = (i: number) => (pairs[Math.max(0, i - 1)]!.got + pairs[Math.min(pairs.length - 1, i + 1)]!.got) / 2;
      return Math.sqrt(pairs.reduce((s, p, i) => s + (p.got - smooth(i)) ** 2, 0) / pairs.length / 1.5);
    };
    // The clean render's print varies only as its light pass does (the pass's own sampling noise).
    const without = await grainOf(prepared);
    expect(without).toBeLessThan(1.5);
    const withGrain = await grainOf(await prepareRenderedRoom(grainyPhoto, places));
    expect(withGrain).toBeGreaterThan(Math.max(SIGMA * 0.6, 2 * without));
    expect(withGrain).toBeLessThan(SIGMA * 1.4);
  });

  test("the frame's contact shadow darkens the wall just around the place; light=off draws the art as it is", async () => {
    const [withPasses, off, photo] = await Promise.all([
      renderMockup({ template: prepared.image.data, windows: prepared.windows, artwork: greyArt, format: "png", scene: prepared.passes.full }).then((r) => readPixels(r.data)),
      renderMockup({ template: prepared.image.data, windows: prepared.windows, artwork: greyArt, format: "png", light: "off", scene: prepared.passes.full }).then((r) => readPixels(r.data)),
      decodeImage(prepared.image.data, TEMPLATE_LIMITS),
    ]);
    const quad = prepared.windows[0]!.quad;
    const { shadow } = full.places[0]!;
    let darker = 0;
    let checked = 0;
    for (let y = 0; y < shadow.image.height; y++) {
      for (let x = 0; x < shadow.image.width; x++) {
        const [px, py] = [x + shadow.left, y + shadow.top];
        const s = shadow.image.data[y * shadow.image.width + x]!;
        if (s > 200 || inside(quad, px + 0.5, py + 0.5, -3)) continue;
        checked++;
        const o = (py * photo.width + px) * 4;
        if (withPasses.data[o + 1]! < photo.data[o + 1]! * 0.9) darker++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(darker / checked).toBeGreaterThan(0.9);
    const offValues = samples(off, full, quad, 1).map((p) => p.got);
    expect(Math.max(...offValues) - Math.min(...offValues)).toBeLessThanOrEqual(1);
  });

  test("with a print size the print hangs at its true size centred on the place, in exports and previews; without one it fills the place", async () => {
    const red: RawImage = { data: new Uint8Array(300 * 380 * 3).map((_, i) => (i % 3 === 0 ? 255 : 0)), width: 300, height: 380, channels: 3 };
    /** Where the (unlit) red print is: its area and centre, in the picture's pixels. */
    const printIn = async (data: Buffer) => {
      const picture = await readPixels(data);
      let area = 0, sx = 0, sy = 0;
      for (let y = 0; y < picture.height; y++) {
        for (let x = 0; x < picture.width; x++) {
          const o = (y * picture.width + x) * picture.channels;
          if (picture.data[o]! > 200 && picture.data[o + 1]! < 60 && picture.data[o + 2]! < 60) [area, sx, sy] = [area + 1, sx + x + 0.5, sy + y + 0.5];
        }
      }
      return { area, centre: [sx / area, sy / area] as Point };
    };
    const previewPixels = await decodeImage(prepared.preview.data, TEMPLATE_LIMITS);
    const previewPasses = await decodeScenePasses(prepared.passes.preview);
    // The place is 76 × 96 cm (a framed piece's outer size): half, as it is, and one and a half times its sides.
    const cases = [
      { size: undefined, half: 0.5 },
      { size: "38x48cm", half: 0.25 },
      { size: "114x144cm", half: 0.75 },
    ];
    for (const { size, half } of cases) {
      const render = size ? { size: printSizeSchema.parse(size) } : undefined;
      const exported = await printIn((await renderMockup({ template: prepared.image.data, windows: prepared.windows, artwork: red, format: "png", light: "off", scene: prepared.passes.full, render })).data);
      const preview = await printIn((await renderPreviewImage({ template: preparePreviewTemplate(previewPixels, prepared.preview.windows), windows: prepared.preview.windows, artwork: red, light: "off", scene: previewPasses, render })).data);
      for (const [{ area, centre }, window] of [[exported, prepared.windows[0]!], [preview, prepared.preview.windows[0]!]] as const) {
        // Where the print's corners fall: the centred part of the place's plane, seen in the same perspective.
        const expected = subQuad(window.quad, [0.5 - half, 0.5 - half, 0.5 + half, 0.5 + half]);
        expect(area / Math.abs(polygonArea(expected))).toBeGreaterThan(0.93);
        expect(area / Math.abs(polygonArea(expected))).toBeLessThan(1.07);
        const middle = centroid(expected);
        expect(Math.hypot(centre[0] - middle[0], centre[1] - middle[1])).toBeLessThan(0.75);
      }
    }
  });

  test("previews light the print from the passes prepared at the preview copy's scale", async () => {
    const pixels = await decodeImage(prepared.preview.data, TEMPLATE_LIMITS);
    const passes = await decodeScenePasses(prepared.passes.preview);
    expect(passes.width).toBe(pixels.width);
    const preview = await renderPreviewImage({ template: preparePreviewTemplate(pixels, prepared.preview.windows), windows: prepared.preview.windows, artwork: greyArt, light: "no-reflection", scene: passes });
    const picture = await readPixels(preview.data);
    const pairs = samples(picture, passes, prepared.preview.windows[0]!.quad, 1);
    const values = pairs.map((p) => p.got);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(8);
    expect(correlation(pairs)).toBeGreaterThan(0.8);
    expect((await sharp(preview.data).metadata()).format).toBe("jpeg");
  });
});
