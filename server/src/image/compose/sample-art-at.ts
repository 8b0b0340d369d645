import type { RawImage } from "../core";

/**
 * Bilinear sample of art (RGB or RGBA) at (u, v) in pixel-centre units, clamped: past the edge
 * the art's border repeats. Interpolates premultiplied, so see-through neighbours do not darken
 * the colour. Writes the colour at `out[o..o+2]` (when any of it is opaque) and returns the alpha
 * (0–255, unrounded; 255 for RGB art).
 */
export function sampleArtAt({ data: src, width, height, channels }: RawImage, u: number, v: number, out: Uint8Array, o: number): number {
  const lastX = width - 1;
  const lastY = height - 1;
  u = u < 0 ? 0 : u > lastX ? lastX : u;
  v = v < 0 ? 0 : v > lastY ? lastY : v;
  const x0 = u | 0;
  const y0 = v | 0;
  const fx = u - x0;
  const fy = v - y0;
  const p00 = (y0 * width + x0) * channels;
  const p10 = x0 < lastX ? p00 + channels : p00;
  const p01 = y0 < lastY ? p00 + width * channels : p00;
  const p11 = x0 < lastX ? p01 + channels : p01;
  if (channels !== 4) {
    // Opaque art: plain bilinear, no division (the hot path of every angled window).
    const r0 = src[p00]! + (src[p10]! - src[p00]!) * fx;
    const g0 = src[p00 + 1]! + (src[p10 + 1]! - src[p00 + 1]!) * fx;
    const b0 = src[p00 + 2]! + (src[p10 + 2]! - src[p00 + 2]!) * fx;
    const r1 = src[p01]! + (src[p11]! - src[p01]!) * fx;
    const g1 = src[p01 + 1]! + (src[p11 + 1]! - src[p01 + 1]!) * fx;
    const b1 = src[p01 + 2]! + (src[p11 + 2]! - src[p01 + 2]!) * fx;
    out[o] = r0 + (r1 - r0) * fy + 0.5;
    out[o + 1] = g0 + (g1 - g0) * fy + 0.5;
    out[o + 2] = b0 + (b1 - b0) * fy + 0.5;
    return 255;
  }
  const w00 = (1 - fx) * (1 - fy) * src[p00 + 3]!;
  const w10 = fx * (1 - fy) * src[p10 + 3]!;
  const w01 = (1 - fx) * fy * src[p01 + 3]!;
  const w11 = fx * fy * src[p11 + 3]!;
  const a = w00 + w10 + w01 + w11;
  if (a > 0) {
    out[o] = (src[p00]! * w00 + src[p10]! * w10 + src[p01]! * w01 + src[p11]! * w11) / a + 0.5;
    out[o + 1] = (src[p00 + 1]! * w00 + src[p10 + 1]! * w10 + src[p01 + 1]! * w01 + src[p11 + 1]! * w11) / a + 0.5;
    out[o + 2] = (src[p00 + 2]! * w00 + src[p10 + 2]! * w10 + src[p01 + 2]! * w01 + src[p11 + 2]! * w11) / a + 0.5;
  }
  return a;
}
