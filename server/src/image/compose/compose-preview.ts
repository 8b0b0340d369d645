import type { PreviewTemplate } from "./prepare-preview-template";
import type { RawImage } from "../core";
import type { PlacedLayer } from "./warp-into-quad";

/** A placed layer and how it meets the template: under a transparent window, or over an opaque photo (rooms). */
export type PreviewLayer = { layer: PlacedLayer; over: boolean };

const div255 = (v: number) => ((v + 127) / 255) | 0;

/**
 * The picture a JPEG preview shows, as RGB: white, the art under the template's windows, the
 * template on top, then art drawn over a room's photo — the same order as `renderMockup`'s JPEG
 * path, blended in JS over the window neighbourhoods only (the rest is the template on white,
 * prepared once). A few hundred thousand multiplies: well under a millisecond at 400 px.
 */
export function composePreview(template: PreviewTemplate, layers: PreviewLayer[]): RawImage {
  const { width, height, onWhite, crops } = template;
  const out = new Uint8Array(onWhite);
  const under = layers.filter((l) => !l.over).map((l) => l.layer);
  if (under.length) {
    // The art on white, where the layers are (later layers over earlier ones, as sharp's composite).
    const art = new Uint8Array(width * height * 3).fill(255);
    for (const layer of under) blendOver(art, width, height, layer);
    for (const crop of crops) {
      // Inside each window's neighbourhood the template goes over the art: T + (1 - a_T) · art.
      for (let y = 0, c = 0; y < crop.height; y++) {
        for (let x = 0, o = ((crop.top + y) * width + crop.left) * 3; x < crop.width; x++, c += 4, o += 3) {
          const keep = 255 - crop.data[c + 3]!;
          if (keep === 0) continue;
          if (keep === 255) {
            // See-through (most of a window): the art itself, no blend.
            out[o] = art[o]!;
            out[o + 1] = art[o + 1]!;
            out[o + 2] = art[o + 2]!;
            continue;
          }
          out[o] = crop.data[c]! + div255(keep * art[o]!);
          out[o + 1] = crop.data[c + 1]! + div255(keep * art[o + 1]!);
          out[o + 2] = crop.data[c + 2]! + div255(keep * art[o + 2]!);
        }
      }
    }
  }
  for (const { layer, over } of layers) if (over) blendOver(out, width, height, layer);
  return { data: out, width, height, channels: 3 };
}

/** Draws a layer (RGB, or RGBA with straight alpha) over an RGB canvas, clipped to it. */
function blendOver(canvas: Uint8Array, width: number, height: number, layer: PlacedLayer): void {
  const { image, left, top } = layer;
  const ch = image.channels;
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + image.width);
  const y1 = Math.min(height, top + image.height);
  for (let y = y0; y < y1; y++) {
    let i = ((y - top) * image.width + (x0 - left)) * ch;
    if (ch === 3) {
      // Opaque (art fitted to an upright window): a row copy.
      canvas.set(image.data.subarray(i, i + (x1 - x0) * 3), (y * width + x0) * 3);
      continue;
    }
    for (let x = x0, o = (y * width + x0) * 3; x < x1; x++, i += ch, o += 3) {
      const a = image.data[i + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        canvas[o] = image.data[i]!;
        canvas[o + 1] = image.data[i + 1]!;
        canvas[o + 2] = image.data[i + 2]!;
        continue;
      }
      const keep = 255 - a;
      canvas[o] = div255(image.data[i]! * a + canvas[o]! * keep);
      canvas[o + 1] = div255(image.data[i + 1]! * a + canvas[o + 1]! * keep);
      canvas[o + 2] = div255(image.data[i + 2]! * a + canvas[o + 2]! * keep);
    }
  }
}
