import type { BezierPath, Layer, LayerMaskData, LayerVectorMask, PixelData } from "ag-psd";
import { sharp, type RawImage } from "../core";
import type { PsdMask } from "./psd-document";

type Box = { left: number; top: number; width: number; height: number };

/** ag-psd's pixels (8-bit, or 16-bit as 0–65535) as 8-bit RGBA, rounded. */
export function toRgba8(pixels: PixelData): RawImage {
  const { data, width, height } = pixels;
  if (data instanceof Uint16Array) {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) out[i] = (data[i]! * 255 + 32767) / 65535;
    return { data: out, width, height, channels: 4 };
  }
  if (data instanceof Float32Array) throw new Error("32-bit pixels reach no layer: the header refuses them");
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
}

/** A raster mask as coverage over its box; absent when there is none or it is disabled. */
function rasterMask(mask: LayerMaskData | undefined, layer: Layer): PsdMask | undefined {
  if (!mask || mask.disabled) return undefined;
  const outside = mask.defaultColor ?? 0;
  const dx = mask.positionRelativeToLayer ? (layer.left ?? 0) : 0;
  const dy = mask.positionRelativeToLayer ? (layer.top ?? 0) : 0;
  const left = (mask.left ?? 0) + dx;
  const top = (mask.top ?? 0) + dy;
  const width = Math.max(0, (mask.right ?? 0) - (mask.left ?? 0));
  const height = Math.max(0, (mask.bottom ?? 0) - (mask.top ?? 0));
  if (!mask.imageData || !width || !height) return { left, top, width: 0, height: 0, data: new Uint8Array(0), outside };
  const rgba = toRgba8(mask.imageData).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!; // grey: R = G = B
  return { left, top, width, height, data, outside };
}

const fmt = (n: number) => (Math.round(n * 1000) / 1000).toString();

/** One closed Bézier path as SVG path data, in document pixels moved by (-dx, -dy). */
function pathData(path: BezierPath, dx: number, dy: number): string {
  const knots = path.knots;
  if (knots.length < 2) return "";
  const pt = (k: number[], i: number) => `${fmt(k[i]! - dx)} ${fmt(k[i + 1]! - dy)}`;
  let d = `M${pt(knots[0]!.points, 2)}`;
  const count = path.open ? knots.length - 1 : knots.length;
  for (let i = 0; i < count; i++) {
    const from = knots[i]!.points;
    const to = knots[(i + 1) % knots.length]!.points;
    d += `C${pt(from, 4)} ${pt(to, 0)} ${pt(to, 2)}`;
  }
  return d + "Z";
}

/** A vector mask rasterised (anti-aliased, by librsvg) over `box`. */
async function vectorMask(mask: LayerVectorMask | undefined, box: Box): Promise<PsdMask | undefined> {
  if (!mask || mask.disable || !box.width || !box.height) return undefined;
  const paths = mask.paths.filter((p) => p.knots.length > 1);
  // Photoshop combines subpaths by their operations; overlapping subtractions read as even-odd.
  const rule = paths.some((p) => p.operation === "subtract" || p.operation === "exclude" || p.fillRule === "even-odd") ? "evenodd" : "nonzero";
  const d = paths.map((p) => pathData(p, box.left, box.top)).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><path d="${d}" fill="#fff" fill-rule="${rule}"/></svg>`;
  const { data } = await sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const inverted = Boolean(mask.invert) !== Boolean(mask.fillStartsWithAllPixels);
  const out = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (inverted) for (let i = 0; i < out.length; i++) out[i] = 255 - out[i]!;
  return { ...box, data: out, outside: inverted ? 255 : 0 };
}

const maskAt = (m: PsdMask, x: number, y: number) =>
  x >= m.left && y >= m.top && x < m.left + m.width && y < m.top + m.height ? m.data[(y - m.top) * m.width + (x - m.left)]! : m.outside;

/** Two masks as one (their product) over the union of their boxes. */
function multiplyMasks(a: PsdMask, b: PsdMask): PsdMask {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  const width = Math.max(a.left + a.width, b.left + b.width) - left;
  const height = Math.max(a.top + a.height, b.top + b.height) - top;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data[y * width + x] = (maskAt(a, left + x, top + y) * maskAt(b, left + x, top + y) + 127) / 255;
  }
  return { left, top, width, height, data, outside: (a.outside * b.outside + 127) / 255 };
}

/** The layer's raster and vector masks combined; `box` is where a vector mask is drawn (the layer, or the document for a group). */
export async function readLayerMask(layer: Layer, box: Box): Promise<PsdMask | undefined> {
  // With a vector mask beside it, Photoshop's own raster mask is the "real" one.
  // A mask made from the vector data repeats it: the paths are drawn instead.
  const raster = rasterMask(layer.realMask ?? (layer.mask?.fromVectorData && layer.vectorMask ? undefined : layer.mask), layer);
  const vector = await vectorMask(layer.vectorMask, box);
  if (raster && vector) return multiplyMasks(raster, vector);
  return raster ?? vector;
}
