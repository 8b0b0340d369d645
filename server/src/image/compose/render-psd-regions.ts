import type { TemplateWindow } from "../core";
import { compositePsdRgba, drawPlainOnWhite, isPlain, type SmartObjectArt } from "./composite-psd";
import type { Box } from "./psd-canvas";
import type { PsdLayers } from "./psd-layers";
import type { PlacedLayer } from "./warp-into-quad";

/** A region re-composited with the art: straight RGBA over its box. */
export type RenderedRegion = { box: Box; rgba: Uint8Array };

/** The art placed in each window, keyed by the smart object it replaces. */
export function smartObjectArt(windows: TemplateWindow[], placed: (PlacedLayer | null)[]): SmartObjectArt {
  const art = new Map<number, PlacedLayer>();
  windows.forEach((window, i) => {
    const layer = placed[i];
    if (layer && window.smartObject !== undefined) art.set(window.smartObject, layer);
  });
  return art;
}

/** Every region of a PSD template composited with the art in its smart objects (those without art show their own). */
export async function renderPsdRegions(layers: PsdLayers, art: SmartObjectArt): Promise<RenderedRegion[]> {
  const out: RenderedRegion[] = [];
  for (const { box, nodes } of layers.regions) out.push({ box, rgba: await compositePsdRgba(nodes, box, art) });
  return out;
}

/** Every region of a PSD template composited with the art over white into an RGB picture (`width` wide: a preview's JPEG); a region of plain layers is drawn straight in. */
export async function renderPsdOnWhite(picture: Uint8Array, width: number, layers: PsdLayers, art: SmartObjectArt): Promise<void> {
  for (const { box, nodes } of layers.regions) {
    if (nodes.every(isPlain)) drawPlainOnWhite(picture, width, nodes, box, art);
    else pasteOnWhite(picture, width, { box, rgba: await compositePsdRgba(nodes, box, art) });
  }
}

/** Writes a region into an RGB picture, on white where it is see-through. */
function pasteOnWhite(picture: Uint8Array, width: number, { box, rgba }: RenderedRegion): void {
  for (let y = 0, i = 0; y < box.height; y++) {
    for (let x = 0, o = ((box.top + y) * width + box.left) * 3; x < box.width; x++, i += 4, o += 3) {
      const a = rgba[i + 3]!;
      const white = 255 - a;
      picture[o] = ((rgba[i]! * a + 127) / 255 + white) | 0;
      picture[o + 1] = ((rgba[i + 1]! * a + 127) / 255 + white) | 0;
      picture[o + 2] = ((rgba[i + 2]! * a + 127) / 255 + white) | 0;
    }
  }
}
