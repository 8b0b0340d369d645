import type { FitMode } from "../../../../shared/constants";
import type { RawImage } from "../core";
import type { Bleed } from "./fit-artwork";
import { MAT_COLOUR } from "./mat-colour";

/** Each output pixel's source pixels along one axis and their shares (area averaging): from `start`, `length` source px onto `size` px. */
function taps(start: number, length: number, size: number, limit: number): { first: Int32Array; weights: Float32Array[] } {
  const scale = length / size;
  const first = new Int32Array(size);
  const weights: Float32Array[] = [];
  for (let o = 0; o < size; o++) {
    // At least one source pixel wide, so enlarging interpolates instead of repeating.
    const centre = start + (o + 0.5) * scale;
    const half = Math.max(scale, 1) / 2;
    const from = centre - half;
    const to = centre + half;
    const a = Math.max(0, Math.floor(from));
    const b = Math.min(limit, Math.ceil(to));
    const w = new Float32Array(Math.max(1, b - a));
    let sum = 0;
    for (let i = a; i < b; i++) sum += w[i - a] = Math.max(0, Math.min(i + 1, to) - Math.max(i, from));
    if (sum > 0) for (let i = 0; i < w.length; i++) w[i]! /= sum;
    else w[0] = 1;
    first[o] = Math.min(a, limit - 1);
    weights.push(w);
  }
  return { first, weights };
}

/** Halvings of an artwork (2 × 2 means), kept while the artwork is: every small window of every preview shrinks it from the nearest. */
const halvings = new WeakMap<RawImage, RawImage[]>();

/** The art halved `times` times (RGB). */
function halved(art: RawImage, times: number): RawImage {
  let levels = halvings.get(art);
  if (!levels) halvings.set(art, (levels = [art]));
  while (levels.length <= times) {
    const { data, width, height, channels: ch } = levels[levels.length - 1]!;
    const [w, h] = [width >> 1, height >> 1];
    const out = new Uint8Array(w * h * 3);
    for (let y = 0, o = 0; y < h; y++) {
      for (let x = 0; x < w; x++, o += 3) {
        const i = (2 * y * width + 2 * x) * ch;
        const j = i + width * ch;
        out[o] = (data[i]! + data[i + ch]! + data[j]! + data[j + ch]! + 2) >> 2;
        out[o + 1] = (data[i + 1]! + data[i + ch + 1]! + data[j + 1]! + data[j + ch + 1]! + 2) >> 2;
        out[o + 2] = (data[i + 2]! + data[i + ch + 2]! + data[j + 2]! + data[j + ch + 2]! + 2) >> 2;
      }
    }
    levels.push({ data: out, width: w, height: h, channels: 3 });
  }
  return levels[times]!;
}

/**
 * `fitArtwork` for a small window from decoded pixels, in JS: each output pixel the area-weighted
 * mean of the source pixels under it (box resampling), the fit modes and bleed as sharp gives
 * them. For previews' small windows, where a sharp pipeline's set-up costs more than the work.
 */
export function fitSmall(art: RawImage, width: number, height: number, fit: FitMode, bleed: Bleed): RawImage {
  const { width: W, height: H } = art;
  // The part of the art shown, and where it lands in the window.
  let [cx, cy, cw, chh] = [0, 0, W, H];
  let [dx, dy, dw, dh] = [0, 0, width, height];
  if (fit === "fill") {
    const scale = Math.max(width / W, height / H);
    [cw, chh] = [width / scale, height / scale];
    [cx, cy] = [(W - cw) / 2, (H - chh) / 2];
  } else if (fit === "fit") {
    const scale = Math.min(width / W, height / H);
    [dw, dh] = [Math.max(1, Math.round(W * scale)), Math.max(1, Math.round(H * scale))];
    [dx, dy] = [Math.floor((width - dw) / 2), Math.floor((height - dh) / 2)];
  }
  // Shrink from the smallest halving still as large as the window (the same picture, a fraction of the reads).
  let times = 0;
  while (cw / 2 ** (times + 1) >= dw && chh / 2 ** (times + 1) >= dh && W >> (times + 1) > 0 && H >> (times + 1) > 0) times++;
  const level = halved(art, times);
  const [kx, ky] = [level.width / W, level.height / H];
  return resample(level, { x: cx * kx, y: cy * ky, width: cw * kx, height: chh * ky }, { x: dx, y: dy, width: dw, height: dh }, width, height, bleed);
}

type Rect = { x: number; y: number; width: number; height: number };

/** The `crop` of `art` (x, y, width, height; fractional) area-resampled onto `place` of a `width` × `height` window, grown by `bleed`. */
function resample(art: RawImage, crop: Rect, place: Rect, width: number, height: number, bleed: Bleed): RawImage {
  const { data: src, width: W, height: H, channels: ch } = art;
  const { x: dx, y: dy, width: dw, height: dh } = place;
  const across = taps(crop.x, crop.width, dw, W);
  const down = taps(crop.y, crop.height, dh, H);
  // Rows first: the source rows the output needs, each shrunk across.
  const rowsFrom = down.first[0]!;
  const rowsTo = Math.min(H, down.first[dh - 1]! + down.weights[dh - 1]!.length);
  const mid = new Float32Array((rowsTo - rowsFrom) * dw * 3);
  for (let y = rowsFrom; y < rowsTo; y++) {
    for (let x = 0; x < dw; x++) {
      const w = across.weights[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0, i = (y * W + across.first[x]!) * ch; k < w.length; k++, i += ch) {
        const wk = w[k]!;
        r += src[i]! * wk;
        g += src[i + 1]! * wk;
        b += src[i + 2]! * wk;
      }
      const o = ((y - rowsFrom) * dw + x) * 3;
      mid[o] = r;
      mid[o + 1] = g;
      mid[o + 2] = b;
    }
  }
  const outW = width + bleed.left + bleed.right;
  const outH = height + bleed.top + bleed.bottom;
  const out = new Uint8Array(outW * outH * 3);
  // The window's background (a contained art's margins), then the art, then the bleed repeating the edges.
  if (dw < width || dh < height) {
    for (let i = 0; i < out.length; i += 3) {
      out[i] = MAT_COLOUR.r;
      out[i + 1] = MAT_COLOUR.g;
      out[i + 2] = MAT_COLOUR.b;
    }
  }
  for (let y = 0; y < dh; y++) {
    const w = down.weights[y]!;
    for (let x = 0; x < dw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0, i = ((down.first[y]! - rowsFrom) * dw + x) * 3; k < w.length; k++, i += dw * 3) {
        const wk = w[k]!;
        r += mid[i]! * wk;
        g += mid[i + 1]! * wk;
        b += mid[i + 2]! * wk;
      }
      const o = ((y + dy + bleed.top) * outW + x + dx + bleed.left) * 3;
      out[o] = r + 0.5;
      out[o + 1] = g + 0.5;
      out[o + 2] = b + 0.5;
    }
  }
  if (bleed.top || bleed.right || bleed.bottom || bleed.left) {
    for (let y = 0; y < outH; y++) {
      const sy = Math.min(height - 1, Math.max(0, y - bleed.top)) + bleed.top;
      for (let x = 0; x < outW; x++) {
        const sx = Math.min(width - 1, Math.max(0, x - bleed.left)) + bleed.left;
        if (sx === x && sy === y) continue;
        out.copyWithin((y * outW + x) * 3, (sy * outW + sx) * 3, (sy * outW + sx) * 3 + 3);
      }
    }
  }
  return { data: out, width: outW, height: outH, channels: 3 };
}
