import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measurePsdComposite } from "./measure-psd-composite";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/psd/${name}`, import.meta.url));

/** Photoshop 2026's test of its blend modes: a square per mode (layer and its Color Overlay in that mode) over grey, six to a row. */
const MODES = [
  ["normal", "dissolve", "darken", "multiply", "color burn", "linear burn"],
  ["darker color", "lighten", "screen", "color dodge", "linear dodge", "lighter color"],
  ["overlay", "soft light", "hard light", "vivid light", "linear light", "pin light"],
  ["hard mix", "difference", "exclusion", "subtract", "divide", "hue"],
  ["saturation", "color", "luminosity"],
];

describe("measurePsdComposite", () => {
  it("renders all 27 blend modes within 1/255 of Photoshop, square by square", async () => {
    const { ours, photoshop, error } = await measurePsdComposite(fixture("blend-modes.psd"));
    expect(error).toBeLessThanOrEqual(0.1);
    const errors: Record<string, number> = {};
    MODES.forEach((row, r) =>
      row.forEach((mode, c) => {
        let sum = 0;
        for (let y = r * 100 + 10; y < r * 100 + 90; y++) {
          for (let x = c * 100 + 10; x < c * 100 + 90; x++) {
            for (let k = 0; k < 3; k++) sum += Math.abs(ours.data[(y * ours.width + x) * 4 + k]! - photoshop!.data[(y * ours.width + x) * 4 + k]!);
          }
        }
        errors[mode] = sum / (80 * 80 * 3);
      }),
    );
    expect(Object.keys(errors)).toHaveLength(27);
    // Every mode, not just the mean: the modes past the target, by name (none).
    expect(Object.entries(errors).filter(([, e]) => e > 1.0)).toEqual([]);
  });

  it("renders Vivid Light at 50 % opacity over transparency as closely as Normal, and refuses Hard Mix there", async () => {
    const normal = await measurePsdComposite(fixture("psd-tools/normal.psd"));
    const vivid = await measurePsdComposite(fixture("psd-tools/vivid-light.psd"));
    // The same three ellipses: what remains is their anti-aliased edges, the same in both.
    expect(normal.error).toBeLessThanOrEqual(1.5);
    expect(vivid.error).toBeLessThanOrEqual(normal.error! + 0.05);
    await expect(measurePsdComposite(fixture("psd-tools/hard-mix.psd"))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Ellipse 1” uses Hard Mix below 100 % opacity/) });
  });

  it("renders Levels, Curves, Exposure, Invert, Posterize, Threshold, Brightness/Contrast (current and Legacy) and Hue/Saturation Colorize layers within 1/255 of Photoshop", async () => {
    // psd-tools' test files: a photograph under four masked adjustment layers of one kind each, and nested groups of them.
    const files = ["levels_rgb", "curves_rgb", "exposure_rgb", "invert_rgb", "posterize_rgb", "threshold_rgb", "adjustment_nested_composition_4", "brightnesscontrast_legacy_rgb", "brightnesscontrast_rgb", "huesaturation_colorize_rgb"];
    const errors = await Promise.all(files.map(async (f) => [f, (await measurePsdComposite(fixture(`adjustments/${f}.psd`))).error] as const));
    expect(errors.filter(([, e]) => e === null || e > 1.0)).toEqual([]);
  });

  it("refuses the adjustments it does not render, and layers clipped to one, by name", async () => {
    for (const f of ["huesaturation_lightness_rgb", "huesaturation_saturation_rgb"]) {
      await expect(measurePsdComposite(fixture(`adjustments/${f}.psd`))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Hue\/Saturation 2” is a Hue\/Saturation adjustment layer that edits one colour range/) });
    }
    await expect(measurePsdComposite(fixture("adjustments/huesaturation_rgb.psd"))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Hue\/Saturation 2” is a Hue\/Saturation adjustment layer/) });
    await expect(measurePsdComposite(fixture("adjustments/adjustment_clipping.psd"))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Curves 4” is clipped to an adjustment layer/) });
  });
});
