import type { RawImage, TemplateWindow } from "../core";
import type { RenderedRegion, SmartObjectArt } from "../compose";

/**
 * How close a PSD template renders to the composite Photoshop saved: mean absolute error per
 * channel (0–255) over the canvas and inside each window that could be tested, both matted on
 * white. `null` when the file has no composite (or a window's contents could not be read).
 */
export type PsdFidelity = { canvas: number | null; windows: (number | null)[]; composite: boolean };

/** Above these the uploader is warned (issue 28): over the canvas, and inside any window. */
export const FIDELITY_WARN = { canvas: 1.0, window: 4.0 } as const;

/** One colour everywhere: a file saved without a real composite (writers other than Photoshop leave it white). */
function isBlank({ data }: RawImage): boolean {
  for (let i = 4; i < data.length; i++) if (data[i] !== data[i % 4]) return false;
  return true;
}

const onWhite = (v: number, a: number) => (v * a + 255 * (255 - a)) / 255;

/**
 * Compares our render (the stored composite, with `regions` re-composited with the art) with
 * Photoshop's composite. Photoshop saves a transparent document's composite already matted on
 * white, so its colour is compared as it is. `art` gives each window's fully covered pixels.
 */
export function measurePsdFidelity(
  ours: RawImage,
  regions: RenderedRegion[],
  photoshop: RawImage | undefined,
  transparent: boolean,
  windows: TemplateWindow[],
  art: SmartObjectArt,
): PsdFidelity {
  if (!photoshop || photoshop.width !== ours.width || photoshop.height !== ours.height || isBlank(photoshop)) return { canvas: null, windows: windows.map(() => null), composite: false };
  const width = ours.width;
  const errorAt = (r: number, g: number, b: number, a: number, i: number) => {
    const p = photoshop.data;
    const pa = transparent ? 255 : p[i + 3]!;
    return Math.abs(onWhite(r, a) - onWhite(p[i]!, pa)) + Math.abs(onWhite(g, a) - onWhite(p[i + 1]!, pa)) + Math.abs(onWhite(b, a) - onWhite(p[i + 2]!, pa));
  };
  // Per pixel error of the stored composite, then replaced inside the regions by the re-composited ones.
  const perPixel = new Float32Array(ours.width * ours.height);
  for (let i = 0, k = 0; k < perPixel.length; i += 4, k++) perPixel[k] = errorAt(ours.data[i]!, ours.data[i + 1]!, ours.data[i + 2]!, ours.data[i + 3]!, i);
  for (const { box, rgba } of regions) {
    for (let y = 0, j = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++, j += 4) {
        const k = (box.top + y) * width + box.left + x;
        perPixel[k] = errorAt(rgba[j]!, rgba[j + 1]!, rgba[j + 2]!, rgba[j + 3]!, k * 4);
      }
    }
  }
  let total = 0;
  for (const e of perPixel) total += e;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    canvas: round(total / perPixel.length / 3),
    composite: true,
    windows: windows.map((window) => {
      const layer = window.smartObject === undefined ? undefined : art.get(window.smartObject);
      if (!layer) return null;
      let sum = 0;
      let count = 0;
      const { image, left, top } = layer;
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          if (image.data[(y * image.width + x) * 4 + 3] !== 255) continue;
          const px = left + x;
          const py = top + y;
          if (px < 0 || py < 0 || px >= width || py >= ours.height) continue;
          sum += perPixel[py * width + px]!;
          count++;
        }
      }
      return count ? round(sum / count / 3) : null;
    }),
  };
}
