import { describe, expect, test } from "vitest";
import type { Point, RawImage } from "../core";
import { findInnerRing, refineSides } from "./full-resolution-sides";

/** A wall (light grey), a frame (dark brown band, 20 px), a light picture whose content changes along every side. */
function framedPicture(): RawImage {
  const width = 400;
  const height = 300;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inFrame = x >= 100 && x < 300 && y >= 50 && y < 250;
      const inPicture = x >= 120 && x < 280 && y >= 70 && y < 230;
      const shade = 150 + 30 * Math.sin(x * 0.21) * Math.cos(y * 0.13);
      const [r, g, b] = inPicture ? [shade, 170, 230 - shade / 2] : inFrame ? [70, 45, 30] : [215, 212, 205];
      data.set([r, g, b, 255], i);
    }
  }
  return { data, width, height, channels: 4 };
}

const worst = (a: Point[], b: Point[]) => Math.max(...a.map((p, i) => Math.hypot(p[0] - b[i]![0], p[1] - b[i]![1])));

describe("full-resolution sides", () => {
  test("a frame's opening inside its outer edge: where the even band gives way to the picture", () => {
    const outer: Point[] = [[100, 50], [300, 50], [300, 250], [100, 250]];
    const inner = findInnerRing(framedPicture(), outer, 3);
    expect(inner).not.toBeNull();
    expect(worst(inner!, [[120, 70], [280, 70], [280, 230], [120, 230]])).toBeLessThanOrEqual(1.5);
  });

  test("sides moved onto the nearest edge, corners where they meet", () => {
    const off: Point[] = [[102, 48.5], [298.5, 51], [301.5, 248], [98.5, 251.5]];
    expect(worst(refineSides(framedPicture(), off, 4), [[100, 50], [300, 50], [300, 250], [100, 250]])).toBeLessThanOrEqual(1);
  });

  test("a plain quad with nothing inside it has no ring", () => {
    const image = framedPicture();
    image.data.fill(128);
    expect(findInnerRing(image, [[100, 50], [300, 50], [300, 250], [100, 250]], 3)).toBeNull();
  });
});
