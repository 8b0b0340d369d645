import { BLEED_PX } from "./place-artwork";
import type { RawImage, TemplateWindow } from "../core";

/**
 * Template pixels every layer may reach, around a window: the layer goes up to BLEED_PX past the
 * window's box (1 px for art over a photo), plus a pixel of rounding either way.
 */
const CROP_MARGIN_PX = BLEED_PX + 2;

/** A window's neighbourhood of the template, premultiplied RGBA (colour × alpha / 255). */
export type PremultipliedCrop = { left: number; top: number; width: number; height: number; data: Uint8Array };

/**
 * What every preview of one template repeats, computed once per template: the template flattened
 * on white (what a JPEG shows wherever no art is), and around each window the premultiplied
 * pixels the art is blended under. Away from the windows the template is opaque or lies on
 * white, so the flattened copy is already the answer there. About 3 bytes a pixel.
 */
export type PreviewTemplate = { width: number; height: number; onWhite: Uint8Array; crops: PremultipliedCrop[] };

/** `pixels` is the template's preview copy (RGBA), `windows` in its pixels (see `scaleWindows`). */
export function preparePreviewTemplate(pixels: RawImage, windows: TemplateWindow[]): PreviewTemplate {
  const { width, height, data, channels } = pixels;
  const onWhite = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; o < onWhite.length; i += channels, o += 3) {
    const a = channels === 4 ? data[i + 3]! : 255;
    const white = 255 - a;
    onWhite[o] = ((data[i]! * a + 127) / 255 + white) | 0;
    onWhite[o + 1] = ((data[i + 1]! * a + 127) / 255 + white) | 0;
    onWhite[o + 2] = ((data[i + 2]! * a + 127) / 255 + white) | 0;
  }
  const crops = windows.map((window) => {
    const left = Math.max(0, window.box.x - CROP_MARGIN_PX);
    const top = Math.max(0, window.box.y - CROP_MARGIN_PX);
    const right = Math.min(width, window.box.x + window.box.width + CROP_MARGIN_PX);
    const bottom = Math.min(height, window.box.y + window.box.height + CROP_MARGIN_PX);
    const cropWidth = Math.max(0, right - left);
    const cropHeight = Math.max(0, bottom - top);
    const crop = new Uint8Array(cropWidth * cropHeight * 4);
    for (let y = 0, o = 0; y < cropHeight; y++) {
      for (let x = 0, i = ((top + y) * width + left) * channels; x < cropWidth; x++, i += channels, o += 4) {
        const a = channels === 4 ? data[i + 3]! : 255;
        crop[o] = (data[i]! * a + 127) / 255;
        crop[o + 1] = (data[i + 1]! * a + 127) / 255;
        crop[o + 2] = (data[i + 2]! * a + 127) / 255;
        crop[o + 3] = a;
      }
    }
    return { left, top, width: cropWidth, height: cropHeight, data: crop };
  });
  return { width, height, onWhite, crops };
}

/** Bytes a prepared template holds (for caches bounded by bytes). */
export const previewTemplateBytes = (template: PreviewTemplate) =>
  template.onWhite.byteLength + template.crops.reduce((sum, crop) => sum + crop.data.byteLength, 0);
