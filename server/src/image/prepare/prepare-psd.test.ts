import { readFileSync } from "node:fs";
import { readPsd, writePsdUint8Array, type PlacedLayer } from "ag-psd";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { decodePsdLayers, renderMockup } from "../compose";
import { solidLayer } from "../fixtures/build-psd";
import { buildMockupPsd } from "../fixtures/mockup-psd";
import { pixelAt, readPixels } from "../fixtures/read-pixels";
import { readPsdDocument } from "../decode";
import { compositeDocument, preparePsd } from "./prepare-psd";
import { measurePsdWarp } from "./measure-psd-warp";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/psd/${name}`, import.meta.url));
const failure = (input: Uint8Array) => preparePsd(input).catch((e: ImageError) => e);
const green = () => sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 0, g: 200, b: 0 } } }).png().toBuffer();

async function renderWithArt(psd: Buffer) {
  const prepared = await preparePsd(psd);
  const rendered = await renderMockup({
    template: prepared.image.data,
    windows: prepared.windows,
    artwork: await green(),
    fit: "fill",
    format: "png",
    light: "off",
    psd: await decodePsdLayers(prepared.psd.layers),
  });
  return { prepared, pixels: await readPixels(rendered.data) };
}

describe("preparePsd", () => {
  it("puts the art between the layers of a mockup: clipped, multiplied, grouped, hidden", async () => {
    const { prepared, pixels } = await renderWithArt(await buildMockupPsd());
    expect(prepared.windows).toHaveLength(1);
    expect(prepared.windows[0]).toMatchObject({ quad: [[10, 10], [30, 10], [30, 30], [10, 30]], aspect: 1, smartObject: 0, placement: "over" });
    expect(prepared.psd.smartObjects.map((so) => [so.name, so.suggested])).toEqual([["Your design", true]]);
    expect(pixelAt(pixels, [5, 5])).toEqual([200, 100, 50, 255]); // background
    expect(pixelAt(pixels, [15, 15])).toEqual([102, 120, 0, 255]); // art, red tint at 40 % clipped to it
    expect(pixelAt(pixels, [25, 25])).toEqual([0, 100, 0, 255]); // art × Multiply 128
    expect(pixelAt(pixels, [15, 25])).toEqual([51, 60, 0, 255]); // tinted art × 128
    expect(pixelAt(pixels, [27, 12])).toEqual([100, 200, 100, 255]); // the group at 50 % over the art
    expect(pixelAt(pixels, [27, 5])).toEqual([200, 150, 125, 255]); // the group over the background
    expect(pixelAt(pixels, [50, 10])).toEqual([207, 120, 76, 255]); // Screen 64 at 50 % (stored as 128/255)
    expect(pixelAt(pixels, [50, 30])).toEqual([120, 76, 54, 255]); // Multiply, then Screen at 50 %
  });

  it("draws a smart object's Drop Shadow below the art, and the art in its window", async () => {
    const dropShadow = { enabled: true, blendMode: "multiply" as const, color: { r: 0, g: 0, b: 0 }, opacity: 0.5, useGlobalLight: false, angle: 90, distance: { value: 4, units: "Pixels" as const }, size: { value: 0, units: "Pixels" as const } };
    const psd = await buildMockupPsd({ layers: (c) => c.map((l) => (l.name === "Your design" ? { ...l, effects: { dropShadow: [dropShadow] } } : l)) });
    const { prepared, pixels } = await renderWithArt(psd);
    expect(prepared.windows).toHaveLength(1);
    expect(prepared.psd.features).toContainEqual({ name: "Drop Shadow effect", supported: true });
    expect(pixelAt(pixels, [25, 25])).toEqual([0, 100, 0, 255]); // art × Multiply 128, as without the shadow
    expect(pixelAt(pixels, [15, 32])).toEqual([50, 25, 13, 255]); // background under half the shadow, × Multiply 128
    expect(pixelAt(pixels, [15, 36])).toEqual([100, 50, 25, 255]); // past the shadow
  });

  it("applies an adjustment layer above the art to the art, through the prepared layers", async () => {
    const inverted = await buildMockupPsd({ layers: (c) => [...c, { name: "Negative", adjustment: { type: "invert" } }, { name: "Lift", adjustment: { type: "levels", rgb: { shadowInput: 0, highlightInput: 255, shadowOutput: 20, highlightOutput: 255, midtoneInput: 1 } } }] });
    const { pixels } = await renderWithArt(inverted);
    const lift = (v: number) => Math.round(20 + ((255 - v) * 235) / 255);
    const multiplied = (200 * 128) / 255; // the art's green under Multiply 128, before rounding
    expect(pixelAt(pixels, [5, 5])).toEqual([lift(200), lift(100), lift(50), 255]); // background, inverted then lifted
    expect(pixelAt(pixels, [25, 25])).toEqual([lift(0), lift(multiplied), lift(0), 255]); // the art × Multiply 128, inverted then lifted
  });

  it("shows the smart object's own contents when no art is put there", async () => {
    const prepared = await preparePsd(await buildMockupPsd());
    const base = await readPixels(prepared.image.data);
    expect(pixelAt(base, [25, 15])).toEqual([0, 128, 255, 255]);
    expect(pixelAt(base, [15, 15])).toEqual([102, 77, 153, 255]); // own blue under the 40 % tint
  });

  it("takes the window's corners from a Photoshop smart object's perspective transform and matches Photoshop's composite", async () => {
    const prepared = await preparePsd(fixture("placed-transform.psd"));
    expect(prepared.windows[0]?.quad.flat().map((v) => Math.round(v * 10) / 10)).toEqual([513, 551, 772, 551, 742, 986, 543, 986]);
    expect(prepared.windows[0]?.aspect).toBeCloseTo(259 / 435, 6);
    expect(prepared.psd.fidelity.composite).toBe(true);
    expect(prepared.psd.fidelity.canvas).toBeLessThanOrEqual(1.0);
    expect(prepared.psd.fidelity.windows[0]).toBeLessThanOrEqual(4.0);
  });

  it("bends the art through custom and grid warps (composed with the perspective) and matches Photoshop inside them", async () => {
    const prepared = await preparePsd(fixture("werps.psd"));
    expect(prepared.psd.smartObjects.map((so) => [so.name, so.refusal, !!so.window.warp])).toEqual([
      ["3x3", undefined, true],
      ["4x4", undefined, true],
      ["5x5", undefined, true],
      ["custom (2x6)", undefined, true],
      ["distort", undefined, false],
      ["perspective", undefined, false],
    ]);
    // The import dialog's list: each feature once, rendered or why not.
    expect(prepared.psd.features).toContainEqual({ name: "Smart objects", supported: true });
    expect(prepared.psd.features).toContainEqual({ name: "Warped smart objects (custom and grid warps)", supported: true });
    const warp = prepared.windows[0]?.warp;
    expect([warp?.columns, warp?.rows, warp?.points.length]).toEqual([4, 4, 169]);
    // Photoshop maps the mesh's bounding box (its control points reach above the contents) onto the transform.
    expect(Math.min(...(warp?.points.map((p) => p[1]) ?? []))).toBe(0);
    expect(prepared.psd.fidelity.canvas).toBeLessThanOrEqual(1.0);
    for (const error of prepared.psd.fidelity.windows) expect(error).toBeLessThanOrEqual(2.0);
    expect(prepared.preview.windows[0]?.warp).toBe(warp);
  });

  it("matches Photoshop's rendering of a legacy one-patch custom warp (its smart object saved hidden)", async () => {
    expect(await failure(fixture("mesh-transform.psd"))).toMatchObject({ code: "no_smart_object" });
    // Shown over Photoshop's composite: 9.2/255 inside it when drawn without the warp.
    const fidelity = await measurePsdWarp(fixture("mesh-transform.psd"));
    expect(fidelity.windows[0]).toBeLessThanOrEqual(0.5);
    expect(fidelity.canvas).toBeLessThanOrEqual(1.0);
  });

  it("bends the art round Photoshop's cylinder preset and matches Photoshop inside it (flat it was 24/255 off)", async () => {
    const prepared = await preparePsd(fixture("cylinder-warp.psd"));
    expect(prepared.psd.features).toContainEqual({ name: "Warped smart objects (cylinder preset)", supported: true });
    const warp = prepared.windows[0]?.warp;
    expect([warp?.columns, warp?.rows]).toEqual([2, 1]);
    expect(prepared.psd.fidelity.windows[0]).toBeLessThanOrEqual(1.0);
    expect(prepared.psd.fidelity.canvas).toBeLessThanOrEqual(0.5);
  });

  it("refuses by name the preset warps no Photoshop-made file lets us match (an arc, a cylinder at other settings)", async () => {
    const withWarp = (change: (warp: NonNullable<PlacedLayer["warp"]>) => void) => {
      const psd = readPsd(fixture("cylinder-warp.psd"), { useImageData: true });
      change(psd.children!.find((l) => l.placedLayer)!.placedLayer!.warp!);
      return writePsdUint8Array(psd);
    };
    const arc = withWarp((warp) => Object.assign(warp, { style: "arc", value: 50, values: undefined }));
    expect(await failure(arc)).toMatchObject({
      code: "psd_unsupported",
      message: expect.stringMatching(/^Smart object “cylinder_warp” is warped with the arc preset, which templates do not render yet/),
    });
    const deeper = withWarp((warp) => (warp.values![4] = 0.8));
    expect(await failure(deeper)).toMatchObject({ message: expect.stringMatching(/with the cylinder preset at settings other than its default ellipses/) });
  });

  it("reads a 16-bit Photoshop document's layers to 8 bits, rounded", async () => {
    const doc = await readPsdDocument(fixture("16bits.psd"));
    expect(doc.bitsPerChannel).toBe(16);
    const layer = doc.children[0];
    if (layer?.kind !== "pixels") throw new Error("expected a pixel layer");
    // Photoshop's first pixel is 47031, 34951, 22874 of 65535.
    expect([...layer.pixels.image.data.subarray(0, 4)]).toEqual([183, 136, 89, 0]); // outside the canvas, see-through
    const ours = await compositeDocument(doc);
    expect(ours.width).toBe(500);
  });

  it("refuses what it cannot render, naming the layer and the feature", async () => {
    expect(await failure(Buffer.from("GIF89a not a photoshop file"))).toMatchObject({ code: "not_psd" });
    const psd = await buildMockupPsd();
    expect(await failure(psd.subarray(0, Math.floor(psd.length / 2)))).toMatchObject({ code: "damaged_image" });
    const cmyk = Buffer.from(psd);
    cmyk.writeUInt16BE(4, 24);
    expect(await failure(cmyk)).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/CMYK: in Photoshop convert it to RGB 8 or 16 bit/) });
    expect(await failure(await buildMockupPsd({ linked: true }))).toMatchObject({
      code: "psd_unsupported",
      message: "Smart object “Your design” is linked to an outside file: in Photoshop use Embed Linked, then save again",
    });
    const noSmartObject = await buildMockupPsd({ layers: (children) => children.filter((l) => !l.placedLayer && !l.clipping) });
    expect(await failure(noSmartObject)).toMatchObject({ code: "no_smart_object" });
    const box = { left: 0, top: 0, width: 5, height: 5 };
    const softDissolve = await buildMockupPsd({ layers: (c) => [...c, solidLayer("Grain", box, [9, 9, 9, 128], { blendMode: "dissolve" })] });
    expect(await failure(softDissolve)).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Grain” uses the Dissolve blend mode with soft edges/) });
    const hardMixFill = await buildMockupPsd({ layers: (c) => [...c, solidLayer("Punch", box, [9, 9, 9, 255], { blendMode: "hard mix", fillOpacity: 0.5 })] });
    expect(await failure(hardMixFill)).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Punch” uses Hard Mix with a fill opacity below 100 %/) });
    const reds = { a: 315, b: 345, c: 15, d: 45, hue: 0, saturation: 40, lightness: 0 };
    const adjusted = await buildMockupPsd({ layers: (c) => [...c, { name: "Redder", adjustment: { type: "hue/saturation", master: { a: 0, b: 0, c: 0, d: 0, hue: 0, saturation: 0, lightness: 0 }, reds } }] });
    expect(await failure(adjusted)).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Redder” is a Hue\/Saturation adjustment layer that edits one colour range/) });
  });
});
