import { describe, expect, it } from "vitest";
import { readTransparentWindows } from "./read-transparent-windows";
import { findTransparentWindows } from "./find-transparent-windows";
import { drawTemplate, type WindowSpec } from "../fixtures/draw-template";
import { encodeFixture } from "../fixtures/encode-fixture";
import type { Point, TemplateWindow } from "../core";

/** Largest distance between detected and true corners, in pixels. */
function cornerError(window: TemplateWindow | undefined, truth: Point[]): number {
  if (!window) return Infinity;
  return Math.max(...truth.map(([x, y], i) => Math.hypot(window.quad[i]![0] - x, window.quad[i]![1] - y)));
}

const angled: Point[] = [
  [330.3, 80.6],
  [540.2, 100.1],
  [530.7, 340.4],
  [320.5, 320.9],
];
const upright: Point[] = [
  [50, 60],
  [250, 60],
  [250, 300],
  [50, 300],
];

async function windowsOf(width: number, height: number, windows: WindowSpec[]) {
  return findTransparentWindows(drawTemplate({ width, height, windows, frame: 6 }));
}

describe("findTransparentWindows", () => {
  it("finds an upright window exactly, as a rectangle", async () => {
    const [window, ...rest] = await windowsOf(600, 400, [{ corners: upright }]);
    expect(rest).toEqual([]);
    expect(window).toEqual({
      box: { x: 50, y: 60, width: 200, height: 240 },
      quad: upright,
      rectangular: true,
      area: 200 * 240,
    });
  });

  it("finds the corners of an angled, anti-aliased window within a pixel, TL TR BR BL", async () => {
    const [window] = await windowsOf(601, 401, [{ corners: angled }]);
    expect(window?.rectangular).toBe(false);
    expect(cornerError(window, angled)).toBeLessThanOrEqual(1);
  });

  it("finds the corners of a softly feathered window within a pixel", async () => {
    const [window] = await windowsOf(600, 400, [{ corners: angled, feather: 4 }]);
    expect(cornerError(window, angled)).toBeLessThanOrEqual(1);
  });

  it("treats an anti-aliased upright window at fractional edges as a rectangle", async () => {
    const truth: Point[] = [
      [40.4, 30.7],
      [230.6, 30.7],
      [230.6, 190.2],
      [40.4, 190.2],
    ];
    const [window] = await windowsOf(300, 220, [{ corners: truth }]);
    expect(window?.rectangular).toBe(true);
    expect(cornerError(window, truth)).toBeLessThanOrEqual(1);
    expect(window?.box).toEqual({ x: 41, y: 31, width: 189, height: 159 });
  });

  it("orders two windows left to right, then a lower one", async () => {
    const lower: Point[] = [
      [100, 330],
      [200, 330],
      [200, 380],
      [100, 380],
    ];
    const windows = await windowsOf(600, 400, [{ corners: lower }, { corners: angled }, { corners: upright }]);
    expect(windows.map((w) => w.box.x)).toEqual([50, 321, 100]);
  });

  it("ignores transparent areas touching the border and tiny specks", async () => {
    const atBorder: Point[] = [
      [0, 10],
      [60, 10],
      [60, 100],
      [0, 100],
    ];
    // 0.05 % of 600 × 400 is 120 px: a 10 × 10 speck is dust, an 11 × 11 one is not.
    const speck: Point[] = [
      [400, 300],
      [410, 300],
      [410, 310],
      [400, 310],
    ];
    const kept: Point[] = [
      [450, 300],
      [461, 300],
      [461, 311],
      [450, 311],
    ];
    const windows = await windowsOf(600, 400, [{ corners: atBorder }, { corners: speck }, { corners: kept }]);
    expect(windows.map((w) => w.box)).toEqual([{ x: 450, y: 300, width: 11, height: 11 }]);
  });

  it("joins diagonal neighbours into one window (8-connected)", async () => {
    const a: Point[] = [
      [100, 100],
      [150, 100],
      [150, 150],
      [100, 150],
    ];
    const b: Point[] = [
      [150, 150],
      [200, 150],
      [200, 200],
      [150, 200],
    ];
    const windows = await findTransparentWindows(drawTemplate({ width: 300, height: 300, windows: [{ corners: a }, { corners: b }] }));
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ box: { x: 100, y: 100, width: 100, height: 100 }, area: 5000 });
  });

  it("falls back to the bounding box for a round window", async () => {
    const circle: Point[] = Array.from({ length: 64 }, (_, i) => {
      const a = (i / 64) * 2 * Math.PI; // clockwise on screen
      return [150 + 80 * Math.cos(a), 150 + 80 * Math.sin(a)] as Point;
    });
    const [window] = await windowsOf(300, 300, [{ corners: circle }]);
    expect(window?.rectangular).toBe(true);
    const { x, y, width, height } = window!.box;
    expect(window?.quad).toEqual([
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ]);
  });

  it("finds nothing in an opaque image", async () => {
    expect(await windowsOf(100, 80, [])).toEqual([]);
  });
});

describe("readTransparentWindows", () => {
  it("gives the same windows from the PNG file as from its pixels", async () => {
    const pixels = drawTemplate({ width: 603, height: 401, frame: 6, windows: [{ corners: angled }, { corners: upright }] });
    expect(await readTransparentWindows(await encodeFixture(pixels))).toEqual(await findTransparentWindows(pixels));
  });
});
