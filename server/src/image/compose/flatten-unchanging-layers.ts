import type { PsdNode, PsdPixelLayer } from "../decode";
import { compositePsdRgba } from "./composite-psd";
import type { Box } from "./psd-canvas";
import type { PsdLayers } from "./psd-layers";

/** Already-composited pixels over `box` as one plain Normal 100 % layer. */
export const flatLayer = (name: string, box: Box, data: Uint8Array): PsdPixelLayer => ({
  kind: "pixels",
  name,
  blend: "normal",
  opacity: 1,
  fill: 1,
  clipping: false,
  pixels: { left: box.left, top: box.top, image: { data, width: box.width, height: box.height, channels: 4 } },
});

/**
 * Where the layers that never change end: the start of the first clipping group holding a node
 * `changes` (what is clipped to a changing layer, and its base, change with it).
 */
export function unchangingCount(nodes: PsdNode[], changes: (node: PsdNode) => boolean): number {
  let base = 0;
  for (let i = 0; i < nodes.length; i++) {
    if (!nodes[i]!.clipping) base = i;
    if (changes(nodes[i]!)) return base;
  }
  return nodes.length;
}

/**
 * The layers as renders into these smart objects need them: in each region, everything below
 * the first smart object that receives the art (other smart objects keeping their own content
 * included) composited once into one layer. The root composites onto transparency, so the
 * result is the same; done once per template and choice (at first use), not per render.
 */
export async function flattenUnchangingLayers(layers: PsdLayers, receiving: ReadonlySet<number>): Promise<PsdLayers> {
  const holdsArt = (node: PsdNode): boolean => (node.kind === "smart-object" ? receiving.has(node.index) : node.kind === "group" && node.children.some(holdsArt));
  const regions = await Promise.all(
    layers.regions.map(async ({ box, nodes }) => {
      const split = unchangingCount(nodes, holdsArt);
      if (split < 2) return { box, nodes };
      return { box, nodes: [flatLayer("Layers below the art", box, await compositePsdRgba(nodes.slice(0, split), box)), ...nodes.slice(split)] };
    }),
  );
  return { ...layers, regions };
}
