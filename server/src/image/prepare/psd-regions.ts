import { sharp, type Point } from "../core";
import type { PlacedPixels, PsdDocument, PsdMask, PsdNode } from "../decode";
import { compositePsdRgba, flatLayer, unchangingCount, type Box, type PsdLayers, type PsdRegion } from "../compose";
import { simplifyPsdNodes } from "./simplify-psd-nodes";

/** Pixels past a smart object's corners a region reaches: the art's anti-aliased edge and a rounding pixel. */
const REGION_MARGIN_PX = 2;

const intersect = (a: Box, b: Box): Box | null => {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
};

/** Each quad's bounding box plus a margin, clipped to the document, overlapping ones merged. */
export function regionBoxes(quads: Point[][], width: number, height: number): Box[] {
  let boxes = quads.flatMap((quad) => {
    const xs = quad.map((p) => p[0]);
    const ys = quad.map((p) => p[1]);
    const left = Math.floor(Math.min(...xs)) - REGION_MARGIN_PX;
    const top = Math.floor(Math.min(...ys)) - REGION_MARGIN_PX;
    const box = { left, top, width: Math.ceil(Math.max(...xs)) + REGION_MARGIN_PX - left, height: Math.ceil(Math.max(...ys)) + REGION_MARGIN_PX - top };
    const inside = intersect(box, { left: 0, top: 0, width, height });
    return inside ? [inside] : [];
  });
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (!intersect(a, b)) continue;
        const left = Math.min(a.left, b.left);
        const top = Math.min(a.top, b.top);
        const union = { left, top, width: Math.max(a.left + a.width, b.left + b.width) - left, height: Math.max(a.top + a.height, b.top + b.height) - top };
        boxes = [...boxes.filter((_, k) => k !== i && k !== j), union];
        merged = true;
        break outer;
      }
    }
  }
  return boxes;
}

function cropPixels(p: PlacedPixels, box: Box): PlacedPixels {
  const area = intersect({ left: p.left, top: p.top, width: p.image.width, height: p.image.height }, box);
  if (!area) return { left: box.left, top: box.top, image: { data: new Uint8Array(4), width: 1, height: 1, channels: 4 } };
  const data = new Uint8Array(area.width * area.height * 4);
  for (let y = 0; y < area.height; y++) {
    const from = ((area.top - p.top + y) * p.image.width + (area.left - p.left)) * 4;
    data.set(p.image.data.subarray(from, from + area.width * 4), y * area.width * 4);
  }
  return { left: area.left, top: area.top, image: { data, width: area.width, height: area.height, channels: 4 } };
}

function cropMask(m: PsdMask | undefined, box: Box): PsdMask | undefined {
  if (!m) return undefined;
  const area = intersect(m, box);
  if (!area) return { ...box, width: 0, height: 0, data: new Uint8Array(0), outside: m.outside };
  const data = new Uint8Array(area.width * area.height);
  for (let y = 0; y < area.height; y++) {
    const from = (area.top - m.top + y) * m.width + (area.left - m.left);
    data.set(m.data.subarray(from, from + area.width), y * area.width);
  }
  return { ...area, data, outside: m.outside };
}

function cropNodes(nodes: PsdNode[], box: Box): PsdNode[] {
  return nodes.map((node) => {
    const mask = cropMask(node.mask, box);
    if (node.kind === "group") return { ...node, mask, children: cropNodes(node.children, box) };
    if (node.kind === "adjustment") return { ...node, mask };
    return { ...node, mask, pixels: cropPixels(node.pixels, box), ...(node.kind === "smart-object" ? { content: undefined } : {}) };
  });
}

const holdsSmartObject = (node: PsdNode): boolean => node.kind === "smart-object" || (node.kind === "group" && node.children.some(holdsSmartObject));

/**
 * The layers each region re-composites at render: the document's root composites onto
 * transparency, so everything below the first smart object flattens into one normal layer
 * exactly; the rest is kept, cropped to the region, without what adds nothing there and with
 * runs of plain Normal layers merged (`simplifyPsdNodes`).
 */
export async function buildPsdLayers(doc: PsdDocument, boxes: Box[]): Promise<PsdLayers> {
  const split = unchangingCount(doc.children, holdsSmartObject);
  const below = doc.children.slice(0, split);
  const above = doc.children.slice(split);
  const regions: PsdRegion[] = [];
  for (const box of boxes) {
    const belowLayer = flatLayer("Layers below", box, await compositePsdRgba(below, box));
    regions.push({ box, nodes: await simplifyPsdNodes([belowLayer, ...cropNodes(above, box)], box) });
  }
  return { width: doc.width, height: doc.height, regions };
}

/** Pads pixels (or a mask) to the whole region box, so every layer of a region scales alike. */
async function scaleToBox(data: Uint8Array, channels: 1 | 4, from: Box, box: Box, outside: number, to: Box): Promise<Uint8Array> {
  const padded = new Uint8Array(box.width * box.height * channels).fill(outside);
  for (let y = 0; y < from.height; y++) {
    const rowStart = ((from.top - box.top + y) * box.width + (from.left - box.left)) * channels;
    padded.set(data.subarray(y * from.width * channels, (y + 1) * from.width * channels), rowStart);
  }
  const { data: out } = await sharp(padded, { raw: { width: box.width, height: box.height, channels } })
    .resize(to.width, to.height, { fit: "fill", kernel: "mks2021" })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** The prepared layers at the preview copy's scale: each region's layers resized together, so they stay aligned. */
export async function scalePsdLayers(layers: PsdLayers, width: number, height: number): Promise<PsdLayers> {
  const sx = width / layers.width;
  const sy = height / layers.height;
  const regions = await Promise.all(
    layers.regions.map(async ({ box, nodes }) => {
      const left = Math.floor(box.left * sx);
      const top = Math.floor(box.top * sy);
      const to = { left, top, width: Math.max(1, Math.ceil((box.left + box.width) * sx) - left), height: Math.max(1, Math.ceil((box.top + box.height) * sy) - top) };
      const scaleNodes = (list: PsdNode[]): Promise<PsdNode[]> =>
        Promise.all(
          list.map(async (node) => {
            const m = node.mask;
            const mask = m && { ...to, outside: m.outside, data: m.width ? await scaleToBox(m.data, 1, m, box, m.outside, to) : new Uint8Array(to.width * to.height).fill(m.outside) };
            if (node.kind === "group") return { ...node, mask, children: await scaleNodes(node.children) };
            if (node.kind === "adjustment") return { ...node, mask };
            const p = node.pixels;
            const from = { left: p.left, top: p.top, width: p.image.width, height: p.image.height };
            const fits = intersect(from, box);
            const data = fits ? await scaleToBox(cropPixels(p, box).image.data, 4, fits, box, 0, to) : new Uint8Array(to.width * to.height * 4);
            return { ...node, mask, pixels: { left: to.left, top: to.top, image: { data, width: to.width, height: to.height, channels: 4 as const } } };
          }),
        );
      return { box: to, nodes: await scaleNodes(nodes) };
    }),
  );
  return { width, height, regions };
}
