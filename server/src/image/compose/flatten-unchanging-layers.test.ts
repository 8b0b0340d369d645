import { describe, expect, it } from "vitest";
import type { PsdNode } from "../decode";
import { renderPsdRegions } from "./render-psd-regions";
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
