import type { OverlayOptions } from "sharp";
import { DEFAULT_FIT_MODE } from "../../../../shared/constants";
import { DEFAULT_MAT_WIDTH_CM } from "../../../../shared/render-options";
import { sizeOf, toSharpInput, type EncodedImage, type RawImage } from "../core";
import { encodeImage, type EncodeSettings } from "../encode";
import { loadArtwork } from "./load-artwork";
import { matchPhoto } from "./match-photo";
import { placeArtwork } from "./place-artwork";
import type { PsdLayers } from "./psd-layers";
import { renderPsdRegions, smartObjectArt } from "./render-psd-regions";
import type { RenderMockupOptions } from "./render-mockup-options";
import { resizeTemplate } from "./resize-template";

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * A PSD template rendered: the art placed into each chosen smart object's corners at the
 * document's size, each region around them re-composited from the prepared layers (the layers
 * below flattened once, the ones above blended over the art), written over the stored
 * composite, then scaled to the output width when it is smaller.
 */
export async function renderPsdMockup(options: RenderMockupOptions & { psd: PsdLayers }, encoder: EncodeSettings): Promise<EncodedImage> {
  const { template, windows, psd, format, fit = DEFAULT_FIT_MODE } = options;
  const full = await sizeOf(template);
  const { mat = "none", matWidth = DEFAULT_MAT_WIDTH_CM, size } = options.render ?? {};
  const matOptions = mat === "none" ? undefined : { mat, matWidth, size };
  const art = await loadArtwork(options.artwork);
  const placed = await Promise.all(windows.map((window) => placeArtwork(art, window, fit, full, matOptions)));
  // A PSD's light and shadows are its own layers; the room light is there for who asks for it.
  if (options.light === "keep" || options.light === "no-reflection") {
    const reflection = options.light === "keep";
    await Promise.all(placed.map(async (layer, i) => layer && matchPhoto(layer, windows[i]!.quad, template, full, { reflection })));
  }
  const regions = await renderPsdRegions(psd, smartObjectArt(windows, placed));
  // The region is the whole answer there, its transparency included: the stored composite is
  // cleared under it (dest-out with an opaque box), then the region goes over the hole.
  const overlays: OverlayOptions[] = regions.flatMap(({ box, rgba }) => {
    const raw = { width: box.width, height: box.height, channels: 4 as const };
    const clear = Buffer.alloc(box.width * box.height * 4, 255);
    return [
      { input: clear, raw, left: box.left, top: box.top, blend: "dest-out" as const },
      { input: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), raw, left: box.left, top: box.top },
    ];
  });
  let pipeline = toSharpInput(template).ensureAlpha().composite(overlays);
  const width = options.width && options.width < full.width ? Math.max(1, Math.round(options.width)) : full.width;
  if (width < full.width) {
    const { data, info } = await pipeline.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
    const pixels: RawImage = { data, width: info.width, height: info.height, channels: 4 };
    pipeline = toSharpInput(await resizeTemplate(pixels, width, Math.max(1, Math.round((full.height * width) / full.width))));
  }
  if (format === "jpeg") pipeline = pipeline.flatten({ background: WHITE });
  return encodeImage(pipeline, format, encoder);
}
