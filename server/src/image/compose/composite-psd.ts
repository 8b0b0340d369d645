import { yieldToEventLoop } from "../core";
import type { PlacedPixels, PsdBlendMode, PsdNode, PsdPixelLayer, PsdSmartObject } from "../decode";
import { adjustedCanvas } from "./apply-psd-adjustment";
import { PIXEL_BLENDS } from "./blend-modes";
import { canvasFromPixels, canvasToRgba8, copyCanvas, emptyCanvas, fadeCanvas, mixCanvases, type Box, type PsdCanvas } from "./psd-canvas";

/** Canvases from this size on yield to the event loop after each layer. */
const YIELD_PIXELS = 256 * 1024;

/** The art placed in each smart object that receives it, by the smart object's index. */
export type SmartObjectArt = ReadonlyMap<number, PlacedPixels>;

/**
 * Blends `source` onto `target` (same box, premultiplied) with any of the modes, W3C
 * Compositing and Blending: where the backdrop is transparent the layer shows as it is.
 * `lockAlpha`: the target's coverage stays (a layer clipped to the one below it).
 */
function blendInto(target: PsdCanvas, source: PsdCanvas, mode: PsdBlendMode, lockAlpha: boolean): void {
  const t = target.data;
  const s = source.data;
  const blend = PIXEL_BLENDS[mode];
  const normal = mode === "normal";
  const over = normal && !lockAlpha;
  const cb = new Float64Array(3);
  const cs = new Float64Array(3);
  const mixed = new Float64Array(3);
  // Only where the source may show: elsewhere it is transparent and leaves the target as it is.
  const { left, top, width, height } = source.extent ?? source;
  for (let y = top - target.top; y < top - target.top + height; y++) {
    for (let o = (y * target.width + left - target.left) * 4, end = o + width * 4; o < end; o += 4) {
      const as = s[o + 3]!;
      if (as <= 0) continue;
      if (over && as >= 1) {
        // Normal and opaque: the source is the answer (most of the art).
        t[o] = s[o]!;
        t[o + 1] = s[o + 1]!;
        t[o + 2] = s[o + 2]!;
        t[o + 3] = 1;
        continue;
      }
      const ab = t[o + 3]!;
      for (let c = 0; c < 3; c++) {
        cs[c] = s[o + c]! / as;
        cb[c] = ab > 0 ? t[o + c]! / ab : 0;
      }
      if (ab > 0 && !normal) blend(cb, cs, mixed);
      else mixed.set(cs);
      for (let c = 0; c < 3; c++) {
        const cbp = t[o + c]!;
        t[o + c] = lockAlpha ? (1 - as) * cbp + as * ab * mixed[c]! : as * (1 - ab) * cs[c]! + as * ab * mixed[c]! + (1 - as) * cbp;
      }
      if (!lockAlpha) t[o + 3] = as + ab - as * ab;
    }
  }
}

/** A layer's Color Overlays blended onto `target` inside its shape (its pixels' coverage and mask; fill aside). */
function blendOverlays(target: PsdCanvas, node: PsdNode, art: SmartObjectArt): void {
  if (node.kind === "group" || node.kind === "adjustment" || !node.overlays) return;
  const shape = canvasFromPixels(pixelsOf(node, art), target, 1, node.mask);
  for (const { color, blend, opacity } of node.overlays) {
    const d = shape.data;
    const flat = { ...shape, data: new Float32Array(d.length) };
    for (let o = 0; o < d.length; o += 4) {
      const a = d[o + 3]! * opacity;
      flat.data[o] = color[0] * a;
      flat.data[o + 1] = color[1] * a;
      flat.data[o + 2] = color[2] * a;
      flat.data[o + 3] = a;
    }
    blendInto(target, flat, blend, false);
  }
}

/** A layer's pixels, or the art its smart object receives. */
const pixelsOf = (node: PsdPixelLayer | PsdSmartObject, art: SmartObjectArt) => (node.kind === "smart-object" ? (art.get(node.index) ?? node.pixels) : node.pixels);

/** One layer's own result over `box`: its pixels (or the art it receives), fill, mask and `alpha`. */
async function layerCanvas(node: PsdNode, box: Box, art: SmartObjectArt, alpha: number): Promise<PsdCanvas> {
  if (node.kind === "adjustment") throw new Error("An adjustment layer has no canvas of its own: it changes the one below");
  if (node.kind === "group") {
    const inside = emptyCanvas(box);
    await compositeOnto(inside, node.children, art);
    fadeCanvas(inside, alpha, node.mask);
    return inside;
  }
  return canvasFromPixels(pixelsOf(node, art), box, alpha * node.fill, node.mask);
}

/**
 * Composites layers (bottom first) onto `target` in place, as Photoshop does: a clipping group
 * is its base with the clipped layers blended onto it (keeping the base's coverage), then put
 * down with the base's mode and opacity; a pass-through group blends its children straight into
 * what is below (its opacity and mask fade between before and after); any other group is
 * composited apart, then blended as one layer.
 */
export async function compositeOnto(target: PsdCanvas, nodes: PsdNode[], art: SmartObjectArt): Promise<void> {
  for (let i = 0; i < nodes.length; ) {
    const base = nodes[i]!;
    let end = i + 1;
    while (end < nodes.length && nodes[end]!.clipping) end++;
    const clipped = nodes.slice(i + 1, end);
    i = end;
    if (base.kind === "group" && base.passThrough && !clipped.length) {
      const before = base.opacity < 1 || base.mask ? copyCanvas(target) : undefined;
      await compositeOnto(target, base.children, art);
      if (before) mixCanvases(before, target, base.opacity, base.mask);
      continue;
    }
    if (base.kind === "adjustment") {
      // Nothing is clipped to one (refused at reading): it changes what is below, keeping its coverage.
      blendInto(target, adjustedCanvas(target, base.adjustment, base.opacity * base.fill, base.mask), base.blend, true);
      continue;
    }
    // Effects blend over what the layer left, then the layer's opacity fades the lot.
    const before = base.overlays && base.opacity < 1 ? copyCanvas(target) : undefined;
    const layer = await layerCanvas(base, target, art, clipped.length || base.overlays ? 1 : base.opacity);
    for (const node of clipped) {
      const above = node.kind === "adjustment" ? adjustedCanvas(layer, node.adjustment, node.opacity * node.fill, node.mask) : await layerCanvas(node, target, art, node.opacity);
      blendInto(layer, above, node.blend, true);
    }
    if (clipped.length && !base.overlays) fadeCanvas(layer, base.opacity);
    blendInto(target, layer, base.blend, false);
    blendOverlays(target, base, art);
    if (before) mixCanvases(before, target, base.opacity);
    // Large canvases (an import's bands) let requests through between layers; a preview's region is done in a blink.
    if (target.width * target.height >= YIELD_PIXELS) await yieldToEventLoop();
  }
}

/**
 * Each row of each plain layer (bottom first) inside `box`: its pixels, their channels, the offset
 * of the span's first pixel in them, the row's y and the span's first x and width in the document.
 */
function plainRowSpans(
  nodes: (PsdPixelLayer | PsdSmartObject)[],
  box: Box,
  art: SmartObjectArt,
  visit: (src: Uint8Array, ch: number, i: number, y: number, x0: number, count: number) => void,
): void {
  for (const node of nodes) {
    const { image, left, top } = pixelsOf(node, art);
    const x0 = Math.max(box.left, left);
    const count = Math.max(0, Math.min(box.left + box.width, left + image.width) - x0);
    for (let y = Math.max(box.top, top); y < Math.min(box.top + box.height, top + image.height); y++) {
      visit(image.data, image.channels, ((y - top) * image.width + (x0 - left)) * image.channels, y, x0, count);
    }
  }
}

/**
 * Plain layers (`isPlain`) put one over another straight from their 8-bit pixels into one canvas,
 * by the formulas `blendInto` uses for them: no canvas per layer (a preview's region is usually
 * the flattened layers below and the art, nothing else).
 */
function compositePlain(nodes: (PsdPixelLayer | PsdSmartObject)[], box: Box, art: SmartObjectArt): PsdCanvas {
  const canvas = emptyCanvas(box);
  const t = canvas.data;
  plainRowSpans(nodes, box, art, (src, ch, i, y, x0, count) => {
    for (let o = ((y - box.top) * box.width + (x0 - box.left)) * 4, end = o + count * 4; o < end; o += 4, i += ch) {
      const a = ch === 4 ? src[i + 3]! / 255 : 1;
      if (a === 0) continue;
      const k = 1 - a;
      t[o] = (src[i]! / 255) * a + k * t[o]!;
      t[o + 1] = (src[i + 1]! / 255) * a + k * t[o + 1]!;
      t[o + 2] = (src[i + 2]! / 255) * a + k * t[o + 2]!;
      t[o + 3] = a + k * t[o + 3]!;
    }
  });
  return canvas;
}

/**
 * Plain layers (`isPlain`) over white, drawn straight into an RGB picture (`width` wide) at `box`:
 * what compositing them on transparency and pasting that on white gives (within a level), without
 * a float canvas (a preview's region is usually the flattened layers below and the art).
 */
export function drawPlainOnWhite(picture: Uint8Array, width: number, nodes: (PsdPixelLayer | PsdSmartObject)[], box: Box, art: SmartObjectArt): void {
  for (let y = box.top; y < box.top + box.height; y++) picture.fill(255, (y * width + box.left) * 3, (y * width + box.left + box.width) * 3);
  plainRowSpans(nodes, box, art, (src, ch, i, y, x0, count) => {
    for (let o = (y * width + x0) * 3, end = o + count * 3; o < end; o += 3, i += ch) {
      const a = ch === 4 ? src[i + 3]! : 255;
      if (a === 0) continue;
      const k = 255 - a;
      picture[o] = ((src[i]! * a + picture[o]! * k + 127) / 255) | 0;
      picture[o + 1] = ((src[i + 1]! * a + picture[o + 1]! * k + 127) / 255) | 0;
      picture[o + 2] = ((src[i + 2]! * a + picture[o + 2]! * k + 127) / 255) | 0;
    }
  });
}

/** The layers composited over `box` of the document, on transparency. */
export async function compositePsd(nodes: PsdNode[], box: Box, art: SmartObjectArt = new Map()): Promise<PsdCanvas> {
  if (nodes.every(isPlain)) return compositePlain(nodes, box, art);
  const [first, next] = nodes;
  if (first?.kind === "pixels" && isPlain(first) && !next?.clipping) {
    // A plain first layer (a render's flattened layers below the art) onto transparency is itself: no blend pass.
    const canvas = canvasFromPixels(first.pixels, box, 1);
    delete canvas.extent;
    await compositeOnto(canvas, nodes.slice(1), art);
    return canvas;
  }
  const canvas = emptyCanvas(box);
  await compositeOnto(canvas, nodes, art);
  return canvas;
}

/** Pixels or a smart object, normal at full opacity and fill, without mask, effects or clipping: drawn as its pixels are. */
export const isPlain = (node: PsdNode): node is PsdPixelLayer | PsdSmartObject =>
  (node.kind === "pixels" || node.kind === "smart-object") && node.blend === "normal" && node.opacity === 1 && node.fill === 1 && !node.mask && !node.overlays && !node.clipping;

/**
 * Pixels composited at once: every layer gets a float canvas of the band (16 bytes a pixel), so
 * this bounds them to 8 MB each however large the box (a 10 MP region was 160 MB a layer).
 * Compositing is per pixel, so bands give exactly the same result.
 */
const BAND_PIXELS = 512 * 1024;

/** `compositePsd` as 8-bit straight RGBA, band by band (see BAND_PIXELS). */
export async function compositePsdRgba(nodes: PsdNode[], box: Box, art: SmartObjectArt = new Map()): Promise<Uint8Array> {
  const out = new Uint8Array(box.width * box.height * 4);
  const rows = Math.max(1, Math.floor(BAND_PIXELS / box.width));
  for (let y = 0; y < box.height; y += rows) {
    const band = { left: box.left, top: box.top + y, width: box.width, height: Math.min(rows, box.height - y) };
    out.set(canvasToRgba8(await compositePsd(nodes, band, art)), y * box.width * 4);
  }
  return out;
}
