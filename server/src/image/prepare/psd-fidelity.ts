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
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Compares our render (the stored composite, with `regions` re-composited with the art) with
 * Photoshop's composite. Photoshop saves a transparent document's composite matted on white and
 * ag-psd takes the matte off (its straight colour): both are matted on white again to compare
 * (compared as read, psd-tools' 64 px test of Normal at 50 % measured 50/255 where it is 1.3).
 * `art` gives each window's fully covered pixels,
 * which lie inside the regions: per-pixel errors are kept for the regions only, the rest of the
 * canvas is summed as it is read (a canvas-sized error map was 4 bytes a pixel more at import).
 */
export function measurePsdFidelity(
  ours: RawImage,
  regions: RenderedRegion[],
  photoshop: RawImage | undefined,
  windows: TemplateWindow[],
  art: SmartObjectArt,
): PsdFidelity {
  if (!photoshop || photoshop.width !== ours.width || photoshop.height !== ours.height || isBlank(photoshop)) return { canvas: null, windows: windows.map(() => null), composite: false };
  const { width, height } = ours;
  const p = photoshop.data;
  const errorAt = (src: Uint8Array, j: number, i: number) => {
    const a = src[j + 3]!;
    const pa = p[i + 3]!;
    return Math.abs(onWhite(src[j]!, a) - onWhite(p[i]!, pa)) + Math.abs(onWhite(src[j + 1]!, a) - onWhite(p[i + 1]!, pa)) + Math.abs(onWhite(src[j + 2]!, a) - onWhite(p[i + 2]!, pa));
  };
  // Regions first (what the render re-composites), then every pixel outside them from the stored composite.
  const regionErrors = regions.map(({ box, rgba }) => {
    const errors = new Float32Array(box.width * box.height);
    for (let y = 0, k = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++, k++) errors[k] = errorAt(rgba, k * 4, ((box.top + y) * width + box.left + x) * 4);
    }
    return errors;
  });
  const inRegion = (x: number, y: number) => regions.findIndex(({ box }) => x >= box.left && y >= box.top && x < box.left + box.width && y < box.top + box.height);
  let total = regionErrors.reduce((sum, errors) => errors.reduce((s, e) => s + e, sum), 0);
  const outside = (y: number, from: number, to: number) => {
    for (let i = (y * width + from) * 4, end = (y * width + to) * 4; i < end; i += 4) total += errorAt(ours.data, i, i);
  };
  for (let y = 0; y < height; y++) {
    // The regions crossing this row, left to right (they never overlap): the pixels between them.
    const spans = regions.filter(({ box }) => y >= box.top && y < box.top + box.height).map(({ box }) => box).sort((a, b) => a.left - b.left);
    let x = 0;
    for (const box of spans) {
      outside(y, x, box.left);
      x = box.left + box.width;
    }
    outside(y, x, width);
  }
  const errorOf = (x: number, y: number) => {
    const r = inRegion(x, y);
    if (r < 0) return errorAt(ours.data, (y * width + x) * 4, (y * width + x) * 4);
    const { box } = regions[r]!;
    return regionErrors[r]![(y - box.top) * box.width + x - box.left]!;
  };
  return {
    canvas: round(total / (width * height) / 3),
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
          if (px < 0 || py < 0 || px >= width || py >= height) continue;
          sum += errorOf(px, py);
          count++;
        }
      }
      return count ? round(sum / count / 3) : null;
    }),
  };
}
