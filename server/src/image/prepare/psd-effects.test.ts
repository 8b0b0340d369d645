import type { LayerEffectsInfo } from "ag-psd";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ImageError } from "../core";
import { readPsdDocument, type PsdNode } from "../decode";
import { solidLayer, writeTestPsd } from "../fixtures/build-psd";
import { measurePsdEffect } from "./measure-psd-effect";
import { compositeDocument } from "./prepare-psd";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/psd/${name}`, import.meta.url));

/** A drop shadow as Photoshop's defaults, in pixels. */
const shadow = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  blendMode: "multiply" as const,
  color: { r: 0, g: 0, b: 0 },
  opacity: 1,
  useGlobalLight: true,
  angle: 120,
  distance: { value: 10, units: "Pixels" as const },
  choke: { value: 0, units: "Pixels" as const },
  size: { value: 0, units: "Pixels" as const },
  layerConceals: true,
  ...extra,
});

/** A white document with a red square (10–30) carrying `effects`; the global light at `angle`. */
async function squareWith(effects: object, angle = 90, opacity = 1) {
  const doc = await readPsdDocument(
    writeTestPsd({
      width: 60,
      height: 60,
      imageResources: { globalAngle: angle },
      children: [solidLayer("White", { left: 0, top: 0, width: 60, height: 60 }, [255, 255, 255, 255]), solidLayer("Square", { left: 10, top: 10, width: 20, height: 20 }, [255, 0, 0, 255], { effects, opacity })],
    }),
  );
  const { data } = await compositeDocument(doc);
  return { doc, at: (x: number, y: number) => [...data.subarray((y * 60 + x) * 4, (y * 60 + x) * 4 + 3)] };
}

describe("Drop Shadow", () => {
  it("matches Photoshop's drop shadows within 1/255 where they show (psd-tools' and ag-psd's effect files)", async () => {
    // psd-tools: text "Drop Shadow", size 41, distance 18, 35 % Multiply, over a grey Color Overlay.
    expect(await measurePsdEffect(fixture("effects/layer_effects.psd"), ["dropShadow", "solidFill"], { left: 40, top: 215, width: 600, height: 75 })).toBeLessThanOrEqual(1.0);
    // ag-psd: a shape with a red shadow, size 5, spread 2 %, global light at 132°.
    expect(await measurePsdEffect(fixture("effects/effects.psd"), ["dropShadow"], { left: 66, top: 112, width: 124, height: 80 })).toBeLessThanOrEqual(1.0);
  });

  it("falls away from the light (the global light unless the effect has its own), at its distance, knocked out under the layer", async () => {
    const down = await squareWith({ dropShadow: [shadow()] });
    expect(down.at(20, 35)).toEqual([0, 0, 0]); // 10 px below the square
    expect(down.at(35, 20)).toEqual([255, 255, 255]); // not beside it
    expect(down.at(20, 20)).toEqual([255, 0, 0]); // the square over its shadow
    const own = await squareWith({ dropShadow: [shadow({ useGlobalLight: false, angle: 180 })] });
    expect(own.at(35, 20)).toEqual([0, 0, 0]); // light from the left: shadow to the right
    expect(own.at(20, 35)).toEqual([255, 255, 255]);
    expect(down.doc.features).toContainEqual({ name: "Drop Shadow effect", supported: true });
  });

  it("is blurred over its size, faded with the layer's opacity, and left out when disabled", async () => {
    const soft = await squareWith({ dropShadow: [shadow({ size: { value: 10, units: "Pixels" } })] });
    const edge = soft.at(20, 30 + 10)[0]!; // the shadow's edge: half way
    expect(edge).toBeGreaterThan(90);
    expect(edge).toBeLessThan(170);
    const faded = await squareWith({ dropShadow: [shadow()] }, 90, 0.5);
    // Opacity 50 % is stored as 128/255.
    expect(faded.at(20, 35)).toEqual([127, 127, 127]);
    expect(faded.at(20, 20)).toEqual([255, 127, 127]);
    const off = await squareWith({ dropShadow: [shadow({ enabled: false })] });
    expect(off.at(20, 35)).toEqual([255, 255, 255]);
    const hidden = await squareWith({ disabled: true, dropShadow: [shadow()] });
    expect(hidden.at(20, 35)).toEqual([255, 255, 255]);
  });

  it("refuses what it does not draw, by name: a contour, noise, a shadow on a group", async () => {
    const refused = (effects: object) => squareWith(effects).catch((e: ImageError) => e);
    expect(await refused({ dropShadow: [shadow({ contour: { name: "Cone", curve: [{ x: 0, y: 0 }, { x: 128, y: 255 }, { x: 255, y: 0 }] } })] })).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^The Drop Shadow of layer “Square” uses a contour other than Linear/) });
    expect(await refused({ dropShadow: [shadow({ noise: 0.2 })] })).toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/Noise/) });
    const group = writeTestPsd({ width: 10, height: 10, children: [{ name: "Box", effects: { dropShadow: [shadow()] }, children: [solidLayer("In", { left: 0, top: 0, width: 5, height: 5 }, [0, 0, 0, 255])] }] });
    await expect(readPsdDocument(group)).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Group “Box” has a Drop Shadow/) });
  });

  it("wraps the layer with its shadows and the layers clipped to it in a pass-through group faded by the layer's opacity", async () => {
    const written = await readPsdDocument(
      writeTestPsd({
        width: 40,
        height: 40,
        children: [solidLayer("Base", { left: 5, top: 5, width: 10, height: 10 }, [0, 0, 255, 255], { effects: { dropShadow: [shadow()] }, opacity: 0.5 }), solidLayer("Clipped", { left: 0, top: 0, width: 40, height: 40 }, [0, 255, 0, 255], { clipping: true })],
      }),
    );
    const [group] = written.children as [PsdNode & { kind: "group" }];
    expect(group).toMatchObject({ kind: "group", passThrough: true, opacity: 128 / 255 });
    expect(group.children.map((n) => [n.name, n.opacity, n.clipping])).toEqual([
      ["Base (Drop Shadow)", 1, false],
      ["Base", 1, false],
      ["Clipped", 1, true],
    ]);
  });
});

describe("Inner Shadow", () => {
  it("matches Photoshop's inner shadows within 1/255 where they show (psd-tools' and ag-psd's effect files)", async () => {
    // psd-tools: text "Inner Shadow", size 41, distance 18, 35 % Multiply (the drop shadow of the line above kept: it reaches here).
    expect(await measurePsdEffect(fixture("effects/layer_effects.psd"), ["innerShadow", "dropShadow", "solidFill"], { left: 40, top: 286, width: 600, height: 64 })).toBeLessThanOrEqual(1.0);
    // ag-psd: green at 63 %, its own light at 61°, distance 14, choke 11 %, size 4.
    expect(await measurePsdEffect(fixture("effects/effects.psd"), ["innerShadow"], { left: 0, top: 0, width: 150, height: 80 })).toBeLessThanOrEqual(1.0);
  });

  it("darkens the layer inside its shape on the side away from the light, nothing outside it", async () => {
    const { doc, at } = await squareWith({ innerShadow: [shadow({ distance: { value: 5, units: "Pixels" } })] });
    expect(at(20, 12)).toEqual([0, 0, 0]); // the top 5 rows inside the square: light from above
    expect(at(20, 20)).toEqual([255, 0, 0]);
    expect(at(20, 8)).toEqual([255, 255, 255]); // outside: untouched
    expect(doc.features).toContainEqual({ name: "Inner Shadow effect", supported: true });
  });
});

describe("Outer Glow", () => {
  it("matches Photoshop's soft outer glow within 1/255 where it shows (psd-tools' effect file)", async () => {
    // Text "Outer Glow": white, Screen at 35 %, size 41, range 50 % (rows clear of the Emboss above).
    expect(await measurePsdEffect(fixture("effects/layer_effects.psd"), ["outerGlow", "solidFill"], { left: 40, top: 110, width: 520, height: 50 })).toBeLessThanOrEqual(1.0);
  });

  it("glows all round the layer, not under it, and refuses the Precise technique by name", async () => {
    const glow = { enabled: true, blendMode: "normal", color: { r: 0, g: 0, b: 255 }, opacity: 1, technique: "softer", choke: { value: 0, units: "Pixels" }, size: { value: 6, units: "Pixels" }, range: 0.5 };
    const { doc, at } = await squareWith({ outerGlow: glow });
    for (const [x, y] of [[20, 31], [20, 8], [8, 20], [31, 20]] as const) expect(at(x, y)[2]).toBe(255); // blue next to each side
    expect(at(20, 31)[0]).toBeLessThan(120);
    expect(at(20, 20)).toEqual([255, 0, 0]);
    expect(at(50, 50)).toEqual([255, 255, 255]);
    expect(doc.features).toContainEqual({ name: "Outer Glow effect", supported: true });
    await expect(squareWith({ outerGlow: { ...glow, technique: "precise" } })).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^The Outer Glow of layer “Square” uses the Precise technique/) });
  });
});

describe("Stroke", () => {
  it("matches Photoshop's outside strokes where they show (ag-psd's files): two, and four stacked up to 38 px with Photoshop's faceted corners", async () => {
    // Measured 0.09 and 0.57 with the 16-gon distance; a Euclidean one gave 0.64 and 1.79.
    expect(await measurePsdEffect(fixture("effects/strokes.psd"), ["stroke"], { left: 30, top: 110, width: 345, height: 165 })).toBeLessThanOrEqual(0.3);
    expect(await measurePsdEffect(fixture("effects/multiple-strokes.psd"), ["stroke"], { left: 115, top: 95, width: 585, height: 285 })).toBeLessThanOrEqual(1.0);
  });

  it("draws the band outside, inside or across the edge; the first listed on top; refuses other fills by name", async () => {
    const stroke = (position: string, size: number, color: { r: number; g: number; b: number }) => ({ enabled: true, position, fillType: "color", blendMode: "normal", opacity: 1, size: { value: size, units: "Pixels" }, color });
    const outside = await squareWith({ stroke: [stroke("outside", 3, { r: 0, g: 0, b: 255 })] });
    expect(outside.at(20, 31)).toEqual([0, 0, 255]); // just below the square
    expect(outside.at(20, 34)).toEqual([255, 255, 255]); // past the band
    expect(outside.at(20, 28)).toEqual([255, 0, 0]); // the square itself
    expect(outside.doc.features).toContainEqual({ name: "Stroke effect", supported: true });
    const inside = await squareWith({ stroke: [stroke("inside", 3, { r: 0, g: 0, b: 255 })] });
    expect(inside.at(20, 28)).toEqual([0, 0, 255]);
    expect(inside.at(20, 20)).toEqual([255, 0, 0]);
    expect(inside.at(20, 31)).toEqual([255, 255, 255]);
    // Two outside strokes: the first listed (2 px green) on top, the 5 px blue around it.
    const both = await squareWith({ stroke: [stroke("outside", 2, { r: 0, g: 255, b: 0 }), stroke("outside", 5, { r: 0, g: 0, b: 255 })] });
    expect(both.at(20, 30)).toEqual([0, 255, 0]);
    expect(both.at(20, 33)).toEqual([0, 0, 255]);
    await expect(squareWith({ stroke: [{ ...stroke("outside", 3, { r: 0, g: 0, b: 0 }), fillType: "gradient" }] })).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^The Stroke of layer “Square” is filled with a gradient/) });
  });
});

describe("Gradient Overlay", () => {
  it("matches Photoshop's Linear, Classic gradient overlays within 1/255 (psd2svg's Photoshop files)", async () => {
    // Multiply over a Color Fill at 0 % fill, across the layer (align with layer); then reversed, at 31 % scale, moved right 29 %, aligned with the document.
    expect(await measurePsdEffect(fixture("effects/gradient-overlay-6.psd"), ["gradientOverlay"], { left: 0, top: 0, width: 128, height: 128 })).toBeLessThanOrEqual(1.0);
    expect(await measurePsdEffect(fixture("effects/gradient-overlay-7.psd"), ["gradientOverlay"], { left: 0, top: 0, width: 128, height: 128 })).toBeLessThanOrEqual(1.0);
    const doc = await readPsdDocument(fixture("effects/gradient-overlay-6.psd"));
    expect(doc.features).toContainEqual({ name: "Gradient Overlay effect", supported: true });
  });

  it("refuses by name what no Photoshop file shows us: the Smooth method, layers clipped to the overlaid one", async () => {
    await expect(readPsdDocument(fixture("effects/gradient-overlay-1.psd"))).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^The Gradient Overlay of layer “Star 1” is interpolated “smooth”/) });
    const overlay: LayerEffectsInfo = { gradientOverlay: [{ enabled: true, type: "linear", angle: 0, gradient: { type: "solid", name: "g", colorStops: [{ color: { r: 0, g: 0, b: 0 }, location: 0, midpoint: 0.5 }, { color: { r: 255, g: 255, b: 255 }, location: 1, midpoint: 0.5 }], opacityStops: [{ opacity: 1, location: 0, midpoint: 0.5 }, { opacity: 1, location: 1, midpoint: 0.5 }], smoothness: 1 } }] };
    const box = { left: 10, top: 10, width: 20, height: 20 };
    const clipped = writeTestPsd({ width: 60, height: 60, children: [solidLayer("Square", box, [255, 0, 0, 255], { effects: overlay }), solidLayer("Tint", box, [0, 0, 255, 255], { clipping: true })] });
    await expect(readPsdDocument(clipped)).rejects.toMatchObject({ code: "psd_unsupported", message: expect.stringMatching(/^Layer “Square” has a Gradient Overlay and layers clipped to it/) });
    // The same overlay alone renders: black to white across the square.
    const { at } = await squareWith(overlay);
    expect(at(11, 20)[0]).toBeLessThan(40);
    expect(at(28, 20)[0]).toBeGreaterThan(215);
  });
});
