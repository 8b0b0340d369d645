import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import type { PlacedPixels, PsdMask, PsdNode } from "../decode";
import type { Box } from "./psd-canvas";

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/**
 * The layers a render re-composites over one area around smart objects: everything below the
 * first of them flattened once into `nodes[0]`, the rest (the smart objects, the layers above
 * and clipped to them) as they are, all cropped to `box`. Outside every region the stored
 * template image is already the answer.
 */
export type PsdRegion = { box: Box; nodes: PsdNode[] };

/** A PSD template's prepared layers at one size (full, or the preview copy's). */
export type PsdLayers = { width: number; height: number; regions: PsdRegion[] };

const MAGIC = "MSPSDL1\n";
/** zlib level 1: the crops are stored once and read per render; speed matters more than 10 % of bytes. */
const DEFLATE_LEVEL = 1;

/** Bytes a decoded set of layers holds (for caches bounded by bytes). */
export function psdLayersBytes(layers: PsdLayers): number {
  let sum = 0;
  const visit = (nodes: PsdNode[]) => {
    for (const node of nodes) {
      sum += (node.mask?.data.byteLength ?? 0) + (node.kind === "group" || node.kind === "adjustment" ? 0 : node.pixels.image.data.byteLength);
      if (node.kind === "group") visit(node.children);
    }
  };
  for (const region of layers.regions) visit(region.nodes);
  return sum;
}

/**
 * What re-compositing the layers costs, in pixels: each region's box once per layer in it
 * (groups count as a layer: they composite their children on a canvas of their own). Reads
 * only the header of stored layers, no pixels.
 */
export function psdLayersWork(layers: PsdLayers | Uint8Array): { area: number; work: number } {
  const { regions } = layers instanceof Uint8Array ? readHeader(Buffer.from(layers.buffer, layers.byteOffset, layers.byteLength)) : layers;
  const count = (nodes: PsdNode[]): number => nodes.reduce((n, node) => n + 1 + (node.kind === "group" ? count(node.children) : 0), 0);
  let area = 0;
  let work = 0;
  for (const { box, nodes } of regions) {
    area += box.width * box.height;
    work += box.width * box.height * count(nodes);
  }
  return { area, work };
}

/** Serialises prepared layers: a JSON header, then each pixel and mask buffer deflated. */
export async function encodePsdLayers(layers: PsdLayers): Promise<Buffer> {
  const blobs: Uint8Array[] = [];
  const ref = (data: Uint8Array) => blobs.push(data) - 1;
  const pixels = (p: PlacedPixels) => ({ left: p.left, top: p.top, width: p.image.width, height: p.image.height, blob: ref(p.image.data) });
  const mask = (m: PsdMask | undefined) => m && { left: m.left, top: m.top, width: m.width, height: m.height, outside: m.outside, blob: ref(m.data) };
  const node = (n: PsdNode): unknown => {
    const base = { ...n, mask: mask(n.mask) };
    if (n.kind === "group") return { ...base, children: n.children.map(node) };
    if (n.kind === "adjustment") return base;
    const { content: _content, ...rest } = base as typeof base & { content?: unknown };
    return { ...rest, pixels: pixels(n.pixels) };
  };
  const header = { width: layers.width, height: layers.height, regions: layers.regions.map((r) => ({ box: r.box, nodes: r.nodes.map(node) })) };
  const packed = await Promise.all(blobs.map((b) => deflateAsync(b, { level: DEFLATE_LEVEL })));
  const json = Buffer.from(JSON.stringify({ ...header, blobs: packed.map((p) => p.length) }));
  const head = Buffer.alloc(MAGIC.length + 4);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32BE(json.length, MAGIC.length);
  return Buffer.concat([head, json, ...packed]);
}

type BlobRef = { blob: number };

type Header = PsdLayers & { blobs: number[]; end: number };

/** The JSON header `encodePsdLayers` wrote (pixels still as blob references), and where the blobs start. */
function readHeader(bytes: Buffer): Header {
  if (bytes.toString("latin1", 0, MAGIC.length) !== MAGIC) throw new Error("Not a prepared PSD layers file");
  const jsonLength = bytes.readUInt32BE(MAGIC.length);
  const start = MAGIC.length + 4;
  return { ...(JSON.parse(bytes.toString("utf8", start, start + jsonLength)) as Omit<Header, "end">), end: start + jsonLength };
}

/** Reads what `encodePsdLayers` wrote. */
export async function decodePsdLayers(stored: Uint8Array): Promise<PsdLayers> {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const header = readHeader(bytes);
  let offset = header.end;
  const starts = header.blobs.map((length) => {
    const start = offset;
    offset += length;
    return [start, length] as const;
  });
  const data = await Promise.all(starts.map(([start, length]) => inflateAsync(bytes.subarray(start, start + length))));
  const blob = (r: BlobRef) => new Uint8Array(data[r.blob]!.buffer, data[r.blob]!.byteOffset, data[r.blob]!.byteLength);
  const node = (n: PsdNode): PsdNode => {
    const mask = n.mask && { ...n.mask, data: blob(n.mask as unknown as BlobRef) };
    if (n.kind === "group") return { ...n, mask, children: n.children.map(node) };
    if (n.kind === "adjustment") return { ...n, mask };
    const p = n.pixels as unknown as { left: number; top: number; width: number; height: number } & BlobRef;
    return { ...n, mask, pixels: { left: p.left, top: p.top, image: { data: blob(p), width: p.width, height: p.height, channels: 4 } } };
  };
  return { width: header.width, height: header.height, regions: header.regions.map((r) => ({ box: r.box, nodes: r.nodes.map(node) })) };
}
