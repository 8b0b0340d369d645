import { describe, expect, test } from "vitest";
import type { RawImage, TemplateWindow } from "../core";
import { findOwnMat } from "./find-own-mat";

type Box = { x: number; y: number; w: number; h: number };
const WALL = [196, 188, 176];
const MOULDING = [35, 34, 32];
const BOARD = [242, 239, 231];

/** A template's pixels: a wall, and round each window a moulding 12 px wide and inside it a band of `board` colour `mat` px wide. */
function drawRoom(width: number, height: number, frames: { window: Box; mat: number; board?: number[] }[]): RawImage {
  const data = new Uint8Array(width * height * 4);
  const paint = (b: Box, rgb: number[], alpha = 255) => {
    for (let y = b.y; y < b.y + b.h; y++) for (let x = b.x; x < b.x + b.w; x++) data.set([...rgb, alpha], (y * width + x) * 4);
  };
  paint({ x: 0, y: 0, w: width, h: height }, WALL);
  for (const { window: w, mat, board = BOARD } of frames) {
    const grow = (b: Box, by: number) => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
    paint(grow(w, mat + 12), MOULDING);
    paint(grow(w, mat), board);
    paint(w, [0, 0, 0], 0);
  }
  return { data, width, height, channels: 4 };
}

const windowOf = ({ x, y, w, h }: Box): TemplateWindow => ({
  box: { x, y, width: w, height: h },
  quad: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
  rectangular: true,
  area: w * h,
});

describe("findOwnMat", () => {
  const left = { x: 60, y: 60, w: 100, h: 130 };
  const right = { x: 250, y: 60, w: 100, h: 130 };

  test("a frame whose window is cut in a mat (13 % of the window) holds its own", () => {
    expect(findOwnMat(drawRoom(400, 300, [{ window: left, mat: 17 }]), [windowOf(left)])).toBe(true);
  });

  test("a moulding straight round the window, or a sliver of board, is no mat", () => {
    expect(findOwnMat(drawRoom(400, 300, [{ window: left, mat: 0 }]), [windowOf(left)])).toBe(false);
    expect(findOwnMat(drawRoom(400, 300, [{ window: left, mat: 3 }]), [windowOf(left)])).toBe(false);
  });

  test("a dark flat band is taken for moulding: a mat inside it is a double mat framers sell", () => {
    expect(findOwnMat(drawRoom(400, 300, [{ window: left, mat: 17, board: [30, 30, 30] }]), [windowOf(left)])).toBe(false);
  });

  test("every window must have one", () => {
    const image = drawRoom(400, 300, [
      { window: left, mat: 17 },
      { window: right, mat: 0 },
    ]);
    expect(findOwnMat(image, [windowOf(left), windowOf(right)])).toBe(false);
    expect(findOwnMat(image, [windowOf(left)])).toBe(true);
    expect(findOwnMat(image, [])).toBe(false);
  });
});
