import type { PlacedPixels, PsdMask } from "../decode";

/**
 * A box of the document, premultiplied RGBA floats 0–1 (what the compositor accumulates into);
 * `extent`: the part that may be non-transparent, when known (a layer smaller than the region).
 */
export type PsdCanvas = { left: number; top: number; width: number; height: number; data: Float32Array; extent?: Box };

export type Box = { left: number; top: number; width: number; height: number };

export const emptyCanvas = ({ left, top, width, height }: Box): PsdCanvas => ({ left, top, width, height, data: new Float32Array(width * height * 4) });

export const copyCanvas = (canvas: PsdCanvas): PsdCanvas => ({ ...canvas, data: new Float32Array(canvas.data) });

/**
 * Straight-alpha pixels as a premultiplied canvas over `box`, their alpha scaled by `alpha` and
 * the mask's coverage (transparent where the pixels do not reach).
 */
export function canvasFromPixels(pixels: PlacedPixels, box: Box, alpha: number, mask?: PsdMask): PsdCanvas {
  const out = emptyCanvas(box);
  const { image, left, top } = pixels;
  const x0 = Math.max(box.left, left);
  const y0 = Math.max(box.top, top);
  const x1 = Math.min(box.left + box.width, left + image.width);
  const y1 = Math.min(box.top + box.height, top + image.height);
  const src = image.data;
  const ch = image.channels;
  const scale = alpha / 255;
  for (let y = y0; y < y1; y++) {
    let i = ((y - top) * image.width + (x0 - left)) * ch;
    let o = ((y - box.top) * box.width + (x0 - box.left)) * 4;
    for (let x = x0; x < x1; x++, i += ch, o += 4) {
      const a = (ch === 4 ? src[i + 3]! : 255) * scale * (mask ? maskAt(mask, x, y) / 255 : 1);
      if (a === 0) continue;
      out.data[o] = (src[i]! / 255) * a;
      out.data[o + 1] = (src[i + 1]! / 255) * a;
      out.data[o + 2] = (src[i + 2]! / 255) * a;
      out.data[o + 3] = a;
    }
  }
  out.extent = { left: x0, top: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
  return out;
}

export const maskAt = (m: PsdMask, x: number, y: number) =>
  x >= m.left && y >= m.top && x < m.left + m.width && y < m.top + m.height ? m.data[(y - m.top) * m.width + (x - m.left)]! : m.outside;

/** Scales a canvas's pixels by `alpha` and the mask (a group's opacity and mask on its result). */
export function fadeCanvas(canvas: PsdCanvas, alpha: number, mask?: PsdMask): void {
  if (alpha === 1 && !mask) return;
  const { data, left, top, width, height } = canvas;
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      const k = alpha * (mask ? maskAt(mask, left + x, top + y) / 255 : 1);
      data[o]! *= k;
      data[o + 1]! *= k;
      data[o + 2]! *= k;
      data[o + 3]! *= k;
    }
  }
}

/** `after` where the mask and alpha allow, `before` elsewhere (a pass-through group's opacity and mask). */
export function mixCanvases(before: PsdCanvas, after: PsdCanvas, alpha: number, mask?: PsdMask): void {
  const { data, left, top, width, height } = after;
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      const k = alpha * (mask ? maskAt(mask, left + x, top + y) / 255 : 1);
      for (let c = 0; c < 4; c++) data[o + c] = before.data[o + c]! + (data[o + c]! - before.data[o + c]!) * k;
    }
  }
}

/** The canvas as 8-bit straight RGBA, rounded. */
export function canvasToRgba8(canvas: PsdCanvas): Uint8Array {
  const out = new Uint8Array(canvas.width * canvas.height * 4);
  const d = canvas.data;
  for (let o = 0; o < out.length; o += 4) {
    const a = d[o + 3]!;
    if (a <= 0) continue;
    out[o] = Math.round((Math.min(1, d[o]! / a)) * 255);
    out[o + 1] = Math.round((Math.min(1, d[o + 1]! / a)) * 255);
    out[o + 2] = Math.round((Math.min(1, d[o + 2]! / a)) * 255);
    out[o + 3] = Math.round(Math.min(1, a) * 255);
  }
  return out;
}
