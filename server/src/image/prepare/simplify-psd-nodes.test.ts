import { describe, expect, it } from "vitest";
import type { PsdNode } from "../decode";
import { canvasToRgba8, compositePsd } from "../compose";
import { simplifyPsdNodes } from "./simplify-psd-nodes";

const box = { left: 0, top: 0, width: 4, height: 2 };

function layer(name: string, rgba: [number, number, number, number], extra: Partial<PsdNode> = {}, area = box): PsdNode {
  const data = new Uint8Array(area.width * area.height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { kind: "pixels", name, blend: "normal", opacity: 1, fill: 1, clipping: false, pixels: { left: area.left, top: area.top, image: { data, width: area.width, height: area.height, channels: 4 } }, ...extra } as PsdNode;
}

const smartObject: PsdNode = { ...(layer("Your design", [0, 0, 255, 255]) as Extract<PsdNode, { kind: "pixels" }>), kind: "smart-object", index: 0, quad: [[0, 0], [4, 0], [4, 2], [0, 2]], contentSize: { width: 4, height: 2 } };
const render = async (nodes: PsdNode[]) => canvasToRgba8(await compositePsd(nodes, box));

describe("simplifyPsdNodes", () => {
  it("merges runs of plain Normal layers and drops clear ones, the composite unchanged", async () => {
    const nodes = [
      layer("Below", [200, 100, 50, 255]),
      smartObject,
      layer("Glass", [255, 255, 255, 60]),
      layer("Nothing here", [0, 0, 0, 0]),
      layer("Frame", [20, 20, 20, 255], {}, { left: 0, top: 0, width: 1, height: 2 }),
      layer("Shadow", [128, 128, 128, 255], { blend: "multiply" }),
      layer("Clipped to nothing", [0, 0, 0, 0]),
      layer("Tint", [255, 0, 0, 255], { clipping: true }),
    ];
    const simple = await simplifyPsdNodes(nodes, box);
    expect(simple.map((n) => n.name)).toEqual(["Below", "Your design", "Glass + Frame", "Shadow"]);
    expect(await render(simple)).toEqual(await render(nodes));
  });

  it("keeps a clipping group's base apart, and layers at partial opacity", async () => {
    const nodes = [layer("A", [10, 20, 30, 255]), layer("Base", [200, 200, 200, 255]), layer("Clipped", [255, 0, 0, 255], { clipping: true, opacity: 0.5 }), layer("Half", [0, 255, 0, 255], { opacity: 0.5 }), layer("B", [0, 0, 0, 100])];
    const simple = await simplifyPsdNodes(nodes, box);
    expect(simple.map((n) => n.name)).toEqual(["A", "Base", "Clipped", "Half", "B"]);
  });
});
