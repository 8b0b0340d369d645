import type { PsdNode, PsdPixelLayer } from "../decode";
import { compositePsdRgba, flatLayer, type Box } from "../compose";

const isClear = (node: PsdPixelLayer) => {
  const { data } = node.pixels.image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
  return true;
};

/** A layer that adds nothing to the region: no pixel in it, or a group left without children. */
const showsNothing = (node: PsdNode) => (node.kind === "pixels" && isClear(node)) || (node.kind === "group" && node.children.length === 0);

/** A plain layer source-over at 100 %: a run of them composites into one layer exactly (source over is associative). */
const isPlainNormal = (node: PsdNode): node is PsdPixelLayer => node.kind === "pixels" && node.blend === "normal" && node.opacity === 1 && node.fill === 1 && !node.clipping && !node.overlays;

/**
 * The layers of one region as few as renders need, the result unchanged: layers with nothing in
 * the region dropped (a clipping group whose base shows nothing, entirely: what is clipped to
 * nothing shows nothing), and runs of plain Normal 100 % layers composited into one at prepare
 * time, so every render blends one canvas instead of several.
 */
export async function simplifyPsdNodes(nodes: PsdNode[], box: Box): Promise<PsdNode[]> {
  const kept: PsdNode[] = [];
  for (let i = 0; i < nodes.length; ) {
    let end = i + 1;
    while (end < nodes.length && nodes[end]!.clipping) end++;
    const group = await Promise.all(nodes.slice(i, end).map((node) => (node.kind === "group" ? simplifyPsdNodes(node.children, box).then((children) => ({ ...node, children })) : node)));
    i = end;
    const [base, ...clipped] = group;
    if (!base || showsNothing(base)) continue;
    kept.push(base, ...clipped.filter((node) => !showsNothing(node)));
  }
  const merged: PsdNode[] = [];
  for (let i = 0; i < kept.length; ) {
    let end = i;
    // A layer with others clipped to it is a clipping group's base: it stays apart.
    while (end < kept.length && isPlainNormal(kept[end]!) && !kept[end + 1]?.clipping) end++;
    if (end - i >= 2) {
      const run = kept.slice(i, end);
      merged.push(flatLayer(run.map((n) => n.name).join(" + "), box, await compositePsdRgba(run, box)));
      i = end;
    } else {
      merged.push(kept[i]!);
      i++;
    }
  }
  return merged;
}
