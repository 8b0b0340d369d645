import type { RawImage } from "./types";

/**
 * One channel of `image` at a point in pixel-edge coordinates (0,0 is the top-left pixel's
 * corner): bilinear between pixel centres, clamped at the border.
 */
export function sampleBilinear(image: RawImage, x: number, y: number, channel: number): number {
  const { data, width, height, channels } = image;
  const u = Math.min(Math.max(x - 0.5, 0), width - 1);
  const v = Math.min(Math.max(y - 0.5, 0), height - 1);
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const dx = x0 + 1 < width ? channels : 0;
  const dy = y0 + 1 < height ? width * channels : 0;
  const fx = u - x0;
  const fy = v - y0;
  const i = (y0 * width + x0) * channels + channel;
  const top = data[i]! + (data[i + dx]! - data[i]!) * fx;
  const bottom = data[i + dy]! + (data[i + dy + dx]! - data[i + dy]!) * fx;
  return top + (bottom - top) * fy;
}
