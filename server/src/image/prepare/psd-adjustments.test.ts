import { readFileSync } from "node:fs";
import type { AdjustmentLayer } from "ag-psd";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { readPsdDocument } from "../decode";
import { solidLayer, writeTestPsd, type Rgba } from "../fixtures/build-psd";
import { measurePsdComposite } from "./measure-psd-composite";
import { compositeDocument } from "./prepare-psd";

/** Test colours, one pixel each in a row: red, yellow, a dull orange, mid grey, a muted blue. */
const COLOURS: Rgba[] = [
  [255, 0, 0, 255],
  [255, 255, 0, 255],
  [200, 100, 50, 255],
  [128, 128, 128, 255],
  [90, 110, 160, 255],
];

/** The test colours under one adjustment layer (written by ag-psd), composited as a template would be. */
async function adjusted(adjustment: AdjustmentLayer): Promise<number[][]> {
  const layers = COLOURS.map((c, i) => solidLayer(`Colour ${i}`, { left: i, top: 0, width: 1, height: 1 }, c));
  const doc = await readPsdDocument(writeTestPsd({ width: COLOURS.length, height: 1, children: [...layers, { name: "Adjustment", adjustment }] }));
  const { data } = await compositeDocument(doc);
  return COLOURS.map((_, i) => [...data.subarray(i * 4, i * 4 + 3)]);
}

const luma = (c: number[]) => 0.3 * c[0]! + 0.59 * c[1]! + 0.11 * c[2]!;
const saturation = (c: number[]) => Math.max(...c) - Math.min(...c);
const refusal = (adjustment: AdjustmentLayer) => adjusted(adjustment).catch((e: ImageError) => e);

describe("adjustment layers that mix the channels", () => {
  it("Channel Mixer: each output channel the rows' sum of the inputs plus the constant; monochrome greys", async () => {
    const swap = await adjusted({ type: "channel mixer", red: { red: 0, green: 0, blue: 100, constant: 0 }, green: { red: 0, green: 100, blue: 0, constant: 10 }, blue: { red: 100, green: 0, blue: 0, constant: 0 } });
    expect(swap[2]).toEqual([50, 126, 200]); // 100 + 10 % of 255
    const grey = await adjusted({ type: "channel mixer", monochrome: true, gray: { red: 50, green: 50, blue: 0, constant: 0 } });
    expect(grey[2]).toEqual([150, 150, 150]);
    expect(grey[0]).toEqual([128, 128, 128]);
  });

  it("Black & White: grey from the colour's primary and secondary parts, each with its own weight", async () => {
    const grey = await adjusted({ type: "black & white", reds: 40, yellows: 60, greens: 40, cyans: 60, blues: 20, magentas: 80 });
    expect(grey[0]).toEqual([102, 102, 102]); // red at 40 %
    expect(grey[1]).toEqual([153, 153, 153]); // yellow at 60 %
    expect(grey[2]).toEqual([120, 120, 120]); // 50 white + 50 yellow × 60 % + 100 red × 40 %
    expect(grey[3]).toEqual([128, 128, 128]); // neutral stays
    expect(await refusal({ type: "black & white", useTint: true, tintColor: { r: 200, g: 150, b: 100 } })).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Adjustment” is a Black & White adjustment layer with Tint/) });
  });

  it("Gradient Map: luminosity looked up in the gradient", async () => {
    const mapped = await adjusted({ type: "gradient map", gradientType: "solid", colorStops: [{ location: 0, midpoint: 0.5, color: { r: 0, g: 0, b: 255 } }, { location: 1, midpoint: 0.5, color: { r: 255, g: 0, b: 0 } }], opacityStops: [] });
    // Mid grey sits half way: half red, half blue.
    expect(mapped[3]).toEqual([128, 0, 127]);
    // Yellow (luma 0.886) is mostly red.
    expect(mapped[1]![0]).toBeGreaterThan(220);
    expect(await refusal({ type: "gradient map", gradientType: "noise", colorStops: [], opacityStops: [] })).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/Gradient Map with a noise gradient/) });
  });

  it("Color Balance: shifts the tonal range it names, keeping luminosity when asked", async () => {
    const none = await adjusted({ type: "color balance", shadows: { cyanRed: 0, magentaGreen: 0, yellowBlue: 0 }, midtones: { cyanRed: 0, magentaGreen: 0, yellowBlue: 0 }, highlights: { cyanRed: 0, magentaGreen: 0, yellowBlue: 0 }, preserveLuminosity: true });
    expect(none).toEqual(COLOURS.map((c) => c.slice(0, 3)));
    const warmer = await adjusted({ type: "color balance", midtones: { cyanRed: 50, magentaGreen: 0, yellowBlue: -30 }, preserveLuminosity: true });
    // The grey turns red and yellow, its luminosity kept.
    expect(warmer[3]![0]).toBeGreaterThan(warmer[3]![1]!);
    expect(warmer[3]![1]).toBeGreaterThan(warmer[3]![2]!);
    expect(Math.abs(luma(warmer[3]!) - 128)).toBeLessThanOrEqual(1);
  });

  it("Vibrance raises dull colours more than saturated ones; Photo Filter tints with the colour, keeping luminosity", async () => {
    const vivid = await adjusted({ type: "vibrance", vibrance: 60, saturation: 0 });
    expect(saturation(vivid[4]!) - saturation(COLOURS[4]!.slice(0, 3))).toBeGreaterThan(10);
    expect(saturation(vivid[0]!)).toBe(255);
    expect(vivid[3]).toEqual([128, 128, 128]);
    // Photoshop's Warming Filter (85), kept in Lab.
    const warm = await adjusted({ type: "photo filter", color: { l: 0.6706, a: 0.252, b: 0.945 }, density: 0.5, preserveLuminosity: true });
    expect(warm[3]![0]).toBeGreaterThan(warm[3]![2]! + 30);
    expect(Math.abs(luma(warm[3]!) - 128)).toBeLessThanOrEqual(1);
  });

  it("Brightness/Contrast (not Legacy): brightness lifts like Photoshop's, its negative undoes it, contrast pivots on mid-grey", async () => {
    const bc = (brightness: number, contrast: number) => adjusted({ type: "brightness/contrast", brightness, contrast, meanValue: 127, useLegacy: false });
    // Photoshop's own levels at +150 (psd2svg's brightnesscontrast-b+150-c0.psd): 128 → 239, 199 and 200 → 253.
    const up = await bc(150, 0);
    expect(Math.abs(up[3]![0]! - 239)).toBeLessThanOrEqual(1);
    expect(up[0]).toEqual([255, 0, 0]);
    expect(Math.abs(up[2]![0]! - 253)).toBeLessThanOrEqual(1);
    // −150 is +150 mirrored, not a plain darkening: Photoshop takes 128 to 50.
    const down = await bc(-150, 0);
    expect(Math.abs(down[3]![0]! - 50)).toBeLessThanOrEqual(1); // 128 → 50 (Photoshop)
    const steeper = await bc(0, 100);
    expect(steeper[3]).toEqual([128, 128, 128]);
    expect(steeper[2]![0]).toBeGreaterThan(200);
    expect(steeper[2]![2]).toBeLessThan(50);
  });

  it("Hue/Saturation: master hue, saturation and lightness; a colour range edited is refused by name", async () => {
    const turned = await adjusted({ type: "hue/saturation", master: { a: 0, b: 0, c: 0, d: 0, hue: 120, saturation: 0, lightness: 0 } });
    expect(turned[0]).toEqual([0, 255, 0]);
    const grey = await adjusted({ type: "hue/saturation", master: { a: 0, b: 0, c: 0, d: 0, hue: 0, saturation: -100, lightness: 0 } });
    expect(saturation(grey[2]!)).toBe(0);
    const range = { a: 315, b: 345, c: 15, d: 45, hue: 0, saturation: 40, lightness: 0 };
    expect(await refusal({ type: "hue/saturation", master: { a: 0, b: 0, c: 0, d: 0, hue: 0, saturation: 0, lightness: 0 }, reds: range })).toMatchObject({
      code: "psd_unsupported",
      message: expect.stringMatching(/^Layer “Adjustment” is a Hue\/Saturation adjustment layer that edits one colour range \(Reds\)/),
    });
  });
});

describe("fill layers", () => {
  it("composites a Photoshop Gradient fill layer from the pixels Photoshop saved, and lists it", async () => {
    const { error } = await measurePsdComposite(readFileSync(new URL("../fixtures/psd/gradient-fill.psd", import.meta.url)));
    expect(error).toBeLessThanOrEqual(1.0);
    const doc = await readPsdDocument(readFileSync(new URL("../fixtures/psd/gradient-fill.psd", import.meta.url)));
    expect(doc.features).toContainEqual({ name: "Gradient fill layer", supported: true });
  });

  it("lists a Solid Color fill layer, and refuses one saved without its pixels", async () => {
    const fill = solidLayer("Colour", { left: 0, top: 0, width: 2, height: 2 }, [255, 0, 0, 255], { vectorFill: { type: "color", color: { r: 255, g: 0, b: 0 } } });
    const doc = await readPsdDocument(writeTestPsd({ width: 2, height: 2, children: [fill] }));
    expect(doc.features).toContainEqual({ name: "Solid Color fill layer", supported: true });
    const bare = { name: "Bare", vectorFill: { type: "color" as const, color: { r: 255, g: 0, b: 0 } } };
    await expect(readPsdDocument(writeTestPsd({ width: 2, height: 2, children: [bare] }))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Bare” is a fill layer saved without its pixels/) });
  });
});
