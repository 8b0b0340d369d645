import sharp from "sharp";
import { drawTemplate } from "../../server/src/image/fixtures/draw-template";
import type { Point, RawImage } from "../../server/src/image";

/**
 * A 4000 × 3000 room-scene template: textured wall (PNG decode costs what a photo's does), one
 * upright frame and one photographed at an angle, anti-aliased.
 */
export function drawBenchTemplate(): RawImage {
  const upright: Point[] = [
    [400, 500],
    [1700, 500],
    [1700, 2200],
    [400, 2200],
  ];
  const angled: Point[] = [
    [2300.3, 700.6],
    [3600.2, 850.1],
    [3550.7, 2500.4],
    [2250.5, 2350.9],
  ];
  return drawTemplate({ width: 4000, height: 3000, frame: 60, texture: "noise", windows: [{ corners: upright }, { corners: angled }] });
}

/** The same room scene with two upright frames: the common catalogue case (no warp). */
export function drawFlatBenchTemplate(): RawImage {
  const frame = (x0: number, y0: number, x1: number, y1: number): Point[] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return drawTemplate({ width: 4000, height: 3000, frame: 60, texture: "noise", windows: [{ corners: frame(400, 500, 1700, 2200) }, { corners: frame(2300, 700, 3600, 2400) }] });
}

/** A photo-like artwork upload: smooth colour fields with grain, as a camera JPEG. */
export function makeBenchArtwork(width = 2400, height = 1800): Promise<Buffer> {
  const data = new Uint8Array(width * height * 3);
  let seed = 7;
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 3) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 24) - 128) / 16;
      data[o] = 128 + 100 * Math.sin(x / 300) + grain;
      data[o + 1] = 128 + 90 * Math.cos(y / 250) + grain;
      data[o + 2] = 128 + 80 * Math.sin((x + y) / 400) + grain;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
