import { describe, expect, it } from "vitest";
import type { PsdNode } from "../decode";
import { renderPsdOnWhite, renderPsdRegions } from "./render-psd-regions";
import { flattenUnchangingLayers } from "./flatten-unchanging-layers";

const box = { left: 0, top: 0, width: 4, height: 2 };

function layer(name: string, rgba: [number, number, number, number], extra: Partial<PsdNode> = {}): PsdNode {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { kind: "pixels", name, blend: "normal", opacity: 1, fill: 1, clipping: false, pixels: { left: 0, top: 0, image: { data, width: 4, height: 2, channels: 4 } }, ...extra } as PsdNode;
}

const smartObject = (index: number, rgba: [number, number, number, number]): PsdNode => ({
  ...(layer(`Smart object ${index}`, rgba) as Extract<PsdNode, { kind: "pixels" }>),
  kind: "smart-object",
  index,
  quad: [[0, 0], [4, 0], [4, 2], [0, 2]],
  contentSize: { width: 4, height: 2 },
});

describe("flattenUnchangingLayers", () => {
  it("flattens what lies below the first smart object receiving the art, the render unchanged", async () => {
    const nodes = [layer("Below", [200, 100, 50, 255]), smartObject(0, [0, 0, 255, 128]), layer("Glow", [90, 90, 90, 255], { blend: "screen", opacity: 0.5 }), smartObject(1, [0, 255, 0, 255]), layer("Shadow", [128, 128, 128, 255], { blend: "multiply" })];
    const layers = { width: 4, height: 2, regions: [{ box, nodes }] };
    const art = new Map([[1, { left: 0, top: 0, image: { data: new Uint8Array(32).fill(200), width: 4, height: 2, channels: 4 as const } }]]);
    const flat = await flattenUnchangingLayers(layers, new Set([1]));
    expect(flat.regions[0]!.nodes.map((n) => n.name)).toEqual(["Layers below the art", "Smart object 1", "Shadow"]);
    expect(await renderPsdRegions(flat, art)).toEqual(await renderPsdRegions(layers, art));
    // Art into the lowest smart object: only the layer below it is constant, nothing to flatten.
    expect((await flattenUnchangingLayers(layers, new Set([0]))).regions[0]!.nodes).toHaveLength(5);
  });
});

describe("plain layers (normal, full opacity and fill, nothing else)", () => {
  it("are put one over another straight from their pixels, as the blend path puts them", async () => {
    // A see-through gradient over part of an opaque one, with a smart object's art between: every alpha 0–255.
    const ramp = (width: number, height: number, f: (x: number, y: number) => [number, number, number, number]) => {
      const data = new Uint8Array(width * height * 4);
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(f(x, y), (y * width + x) * 4);
      return { data, width, height, channels: 4 as const };
    };
    const region = { left: 0, top: 0, width: 32, height: 16 };
    const below: PsdNode = { ...(layer("Below", [0, 0, 0, 0]) as Extract<PsdNode, { kind: "pixels" }>), pixels: { left: 0, top: 0, image: ramp(32, 16, (x, y) => [x * 8, y * 16, 90, 255]) } };
    const over: PsdNode = { ...(layer("Over", [0, 0, 0, 0]) as Extract<PsdNode, { kind: "pixels" }>), pixels: { left: 5, top: 3, image: ramp(20, 10, (x, y) => [250 - x * 9, 40, y * 25, (x * 13 + y * 7) % 256]) } };
    const art = new Map([[0, { left: 2, top: 1, image: ramp(16, 12, (x, y) => [x * 15, 200, 30, y * 21]) }]]);
    const plain = [below, smartObject(0, [0, 0, 0, 0]), over];
    // The same layers, one behind a mask that hides nothing: no longer plain, composited by the blend path.
    const masked = [below, smartObject(0, [0, 0, 0, 0]), { ...over, mask: { left: 0, top: 0, width: 0, height: 0, data: new Uint8Array(0), outside: 255 } }];
    const [fast] = await renderPsdRegions({ width: 32, height: 16, regions: [{ box: region, nodes: plain }] }, art);
    const [slow] = await renderPsdRegions({ width: 32, height: 16, regions: [{ box: region, nodes: masked }] }, art);
    const worst = fast!.rgba.reduce((m, v, i) => Math.max(m, Math.abs(v - slow!.rgba[i]!)), 0);
    expect(worst).toBeLessThanOrEqual(1);
    // A preview draws them straight over white: with and without the opaque layer below, as the blend path on white.
    for (const n of [0, 1]) {
      const [fastOnWhite, slowOnWhite] = [new Uint8Array(32 * 16 * 3), new Uint8Array(32 * 16 * 3)];
      await renderPsdOnWhite(fastOnWhite, 32, { width: 32, height: 16, regions: [{ box: region, nodes: plain.slice(n) }] }, art);
      await renderPsdOnWhite(slowOnWhite, 32, { width: 32, height: 16, regions: [{ box: region, nodes: masked.slice(n) }] }, art);
      expect(fastOnWhite.reduce((m, v, i) => Math.max(m, Math.abs(v - slowOnWhite[i]!)), 0)).toBeLessThanOrEqual(1);
      expect(fastOnWhite.some((v) => v !== 255)).toBe(true);
    }
  });
});
