import { describe, expect, it } from "vitest";
import type { MeshWarp, Point, RawImage } from "../core";
import { antialiasQuadEdge } from "./quad-distance";
import { tessellateMeshWarp } from "./tessellate-mesh-warp";
import { warpIntoQuad, type PlacedLayer } from "./warp-into-quad";
import { warpThroughMesh } from "./warp-through-mesh";

const canvas = { width: 300, height: 300 };
const square: Point[] = [
  [50, 50],
  [250, 50],
  [250, 250],
  [50, 250],
];
const perspective: Point[] = [
  [60.4, 40.2],
  [230.8, 70.5],
  [220.1, 250.3],
  [40.6, 210.9],
];

/** A 2 × 2 patch mesh with its control points at thirds (undeformed), `bend` moving any of them. */
function mesh(bend: (p: Point, row: number, column: number) => Point = (p) => p): MeshWarp {
  const points: Point[] = [];
  for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) points.push(bend([c / 6, r / 6], r, c));
  return { columns: 2, rows: 2, points, sliceX: [0, 0.5, 1], sliceY: [0, 0.5, 1] };
}

/** A smooth diagonal ramp: nearest-pixel sampling would show as steps between neighbours. */
function ramp(width: number, height: number): RawImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([(x * 255) / (width - 1), (y * 255) / (height - 1), 128], (y * width + x) * 3);
  }
  return { data, width, height, channels: 3 };
}

/** Red over blue: the top half of the art and the bottom half. */
function halves(width: number, height: number): RawImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set(i < (width * height) / 2 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return { data, width, height, channels: 3 };
}

/** A layer's pixel at canvas (x, y): see-through outside the layer. */
const at = (layer: PlacedLayer, x: number, y: number) => {
  const { width, height } = layer.image;
  if (x < layer.left || y < layer.top || x >= layer.left + width || y >= layer.top + height) return [0, 0, 0, 0];
  const o = ((y - layer.top) * layer.image.width + x - layer.left) * 4;
  return [...layer.image.data.subarray(o, o + 4)];
};

describe("warpThroughMesh", () => {
  it("draws an undeformed mesh as the plain perspective warp, bilinear (not nearest)", async () => {
    const art = ramp(40, 36); // small: magnified ~5×, nearest sampling would step by ~6 levels
    const bent = await warpThroughMesh(art, mesh(), perspective, 5, 0.5, canvas);
    const plain = await warpIntoQuad(art, perspective, 5, canvas);
    if (!bent || !plain) throw new Error("no layer");
    antialiasQuadEdge(plain, perspective, 0.5);
    let sum = 0;
    let count = 0;
    let worst = 0;
    for (let y = 60; y < 200; y++) {
      for (let x = 70; x < 210; x++) {
        const [a, b] = [at(bent, x, y), at(plain, x, y)];
        if (a[3] !== 255 || b[3] !== 255) continue;
        for (let k = 0; k < 3; k++) {
          const d = Math.abs(a[k]! - b[k]!);
          sum += d;
          worst = Math.max(worst, d);
        }
        count++;
      }
    }
    expect(count).toBeGreaterThan(15000);
    expect(sum / count / 3).toBeLessThan(0.3);
    expect(worst).toBeLessThanOrEqual(2);
    // The edges fade alike: one pixel of anti-aliasing, the same share inside.
    let edge = 0;
    for (let y = 0; y < bent.image.height; y++) {
      for (let x = 0; x < bent.image.width; x++) edge = Math.max(edge, Math.abs(at(bent, bent.left + x, bent.top + y)[3]! - at(plain, bent.left + x, bent.top + y)[3]!));
    }
    expect(edge).toBeLessThanOrEqual(3);
  });

  it("bends the art with the mesh: an arched top edge, the art's middle following the patches", async () => {
    // The top row's outer control points pulled down to 0.3: the top edge arches, the corners drop.
    const arch = mesh(([x, y], row, column) => [x, row === 0 && (column === 0 || column === 6) ? 0.3 : y]);
    // One patch across for exact numbers: the top edge is a cubic through 0.3, 0, 0, 0.3 at 0.075 midway.
    const one: MeshWarp = {
      columns: 1,
      rows: 1,
      sliceX: [0, 1],
      sliceY: [0, 1],
      points: [0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c): Point => [c / 3, r === 0 ? [0.3, 0, 0, 0.3][c]! : r / 3])),
    };
    const layer = await warpThroughMesh(halves(200, 200), one, square, 5, 0, canvas);
    if (!layer) throw new Error("no layer");
    const column = (x: number) => Array.from({ length: 200 }, (_, i) => at(layer, x, 50 + i));
    const centre = column(150);
    // Top edge at 50 + 0.075 × 200 = 65: the row above (64–65) uncovered, the next covered.
    expect(centre[14]![3]).toBe(0);
    expect(centre[15]![3]).toBeGreaterThan(240);
    // Where the arched edge crosses a pixel, a share of it (anti-aliased, no stair-steps; the straight sides lie on pixel edges).
    const alphas = layer.image.data.filter((_, i) => i % 4 === 3);
    expect(alphas.filter((a) => a > 30 && a < 225).length).toBeGreaterThan(100);
    // The art's middle (red to blue) where the patch puts v = ½: y = 50 + 0.509375 × 200 ≈ 151.9.
    const firstBlue = centre.findIndex((p) => p[2]! > 128);
    expect(50 + firstBlue).toBeGreaterThanOrEqual(151);
    expect(50 + firstBlue).toBeLessThanOrEqual(152);
    // Beside the corner the edge has dropped to 110.
    const side = column(51);
    expect(side.findIndex((p) => p[3] === 255) + 50).toBeGreaterThanOrEqual(105);
    // The two-patch arch holds too (patch edges meet without a gap or seam).
    const twoPatches = await warpThroughMesh(halves(200, 200), arch, square, 5, 0, canvas);
    if (!twoPatches) throw new Error("no layer");
    for (let y = 120; y < 240; y++) expect(at(twoPatches, 150, y)[3]).toBe(255);
  });

  it("tessellates once per warp and size, finely enough that no facet shows", () => {
    const warp = mesh(([x, y]) => [x + 0.05 * Math.sin(y * 6), y]);
    const first = tessellateMeshWarp(warp, perspective, 5);
    expect(tessellateMeshWarp(warp, perspective, 5)).toBe(first);
    const preview = tessellateMeshWarp(warp, perspective.map(([x, y]) => [x / 4, y / 4]), 5);
    expect(preview).not.toBe(first);
    expect(preview.across).toBeLessThan(first.across);
    const { across, down, xy } = first;
    let longest = 0;
    for (let r = 1; r < down - 1; r++) {
      for (let c = 1; c < across - 2; c++) {
        const i = (r * across + c) * 2;
        longest = Math.max(longest, Math.hypot(xy[i + 2]! - xy[i]!, xy[i + 3]! - xy[i + 1]!));
      }
    }
    expect(longest).toBeLessThanOrEqual(3.01);
  });
});
