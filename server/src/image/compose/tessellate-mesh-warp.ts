import { squareToQuad } from "../../../../shared/square-to-quad";
import type { MeshWarp, Point } from "../core";
import { applyHomography } from "./compute-homography";

/** Longest facet side at the output size (px): a cubic's chord over 3 px strays from it by far under 0.1 px. */
const FACET_PX = 3;
const MAX_STEPS_PER_PATCH = 256;

/**
 * The warp as a grid of `across` × `down` nodes, row by row: each node's canvas position (`xy`)
 * and its place in the art (`uv`, shares 0 to 1). One ring of nodes lies `bleed` px outside the
 * mesh (extended along its edge facets, `uv` past 0 or 1), so art reaches under the edge.
 */
export type MeshTessellation = { across: number; down: number; xy: Float64Array; uv: Float64Array };

const bernstein = (t: number) => {
  const s = 1 - t;
  return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t] as const;
};

/**
 * Steps per patch along one direction: a cubic's speed is at most 3 × its longest control leg,
 * so steps of that over FACET_PX keep every facet side within it (legs measured in canvas px).
 */
function stepsPerPatch(canvasPoints: Point[], warp: MeshWarp, alongX: boolean): number[] {
  const across = warp.columns * 3 + 1;
  const lines = alongX ? warp.rows * 3 + 1 : across;
  const patches = alongX ? warp.columns : warp.rows;
  return Array.from({ length: patches }, (_, patch) => {
    let leg = 0;
    for (let line = 0; line < lines; line++) {
      for (let k = patch * 3; k < patch * 3 + 3; k++) {
        const a = canvasPoints[alongX ? line * across + k : k * across + line]!;
        const b = canvasPoints[alongX ? line * across + k + 1 : (k + 1) * across + line]!;
        leg = Math.max(leg, Math.hypot(b[0] - a[0], b[1] - a[1]));
      }
    }
    return Math.min(MAX_STEPS_PER_PATCH, Math.max(2, Math.ceil((3 * leg) / FACET_PX)));
  });
}

/** The parameters along one direction: for each node, its patch and its place in it (0 to 1). */
function parameters(steps: number[]): { patch: number; t: number }[] {
  const out = [{ patch: 0, t: 0 }];
  steps.forEach((n, patch) => {
    for (let k = 1; k <= n; k++) out.push({ patch, t: k / n });
  });
  return out;
}

/** Adds one node outside each end of every line of nodes, `bleed` px on along the edge facet. */
function extend(xy: Float64Array, uv: Float64Array, across: number, down: number, bleed: number, alongX: boolean) {
  const lines = alongX ? down : across;
  const length = alongX ? across : down;
  const newAcross = alongX ? across + 2 : across;
  const newDown = alongX ? down : down + 2;
  const nxy = new Float64Array(newAcross * newDown * 2);
  const nuv = new Float64Array(newAcross * newDown * 2);
  const from = (line: number, k: number) => (alongX ? line * across + k : k * across + line) * 2;
  const to = (line: number, k: number) => (alongX ? line * newAcross + k : k * newAcross + line) * 2;
  for (let line = 0; line < lines; line++) {
    for (let k = 0; k < length; k++) {
      nxy.set(xy.subarray(from(line, k), from(line, k) + 2), to(line, k + 1));
      nuv.set(uv.subarray(from(line, k), from(line, k) + 2), to(line, k + 1));
    }
    for (const [end, next, out] of [
      [0, 1, 0],
      [length - 1, length - 2, length + 1],
    ] as const) {
      const e = from(line, end);
      const n = from(line, next);
      const facet = Math.hypot(xy[e]! - xy[n]!, xy[e + 1]! - xy[n + 1]!);
      const k = facet > 1e-9 ? bleed / facet : 0;
      const o = to(line, out);
      for (let c = 0; c < 2; c++) {
        nxy[o + c] = xy[e + c]! + (xy[e + c]! - xy[n + c]!) * k;
        nuv[o + c] = uv[e + c]! + (uv[e + c]! - uv[n + c]!) * k;
      }
    }
  }
  return { xy: nxy, uv: nuv, across: newAcross, down: newDown };
}

/**
 * Evaluates the warp's Bézier patches and the quad's perspective at every node of a grid fine
 * enough that no facet shows at this size (sides ≤ FACET_PX): the mapping is exact at the nodes
 * and affine across each triangle between them.
 */
function tessellate(warp: MeshWarp, quad: Point[], bleed: number): MeshTessellation {
  const h = squareToQuad(quad);
  const across = warp.columns * 3 + 1;
  const canvasPoints = warp.points.map((p) => applyHomography(h, p));
  const us = parameters(stepsPerPatch(canvasPoints, warp, true));
  const vs = parameters(stepsPerPatch(canvasPoints, warp, false));
  const xy = new Float64Array(us.length * vs.length * 2);
  const uv = new Float64Array(us.length * vs.length * 2);
  let o = 0;
  for (const v of vs) {
    const bv = bernstein(v.t);
    for (const u of us) {
      const bu = bernstein(u.t);
      let x = 0;
      let y = 0;
      for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 4; j++) {
          const p = warp.points[(v.patch * 3 + i) * across + u.patch * 3 + j]!;
          const w = bv[i]! * bu[j]!;
          x += p[0] * w;
          y += p[1] * w;
        }
      }
      const [cx, cy] = applyHomography(h, [x, y]);
      xy[o] = cx;
      xy[o + 1] = cy;
      uv[o] = warp.sliceX[u.patch]! + (warp.sliceX[u.patch + 1]! - warp.sliceX[u.patch]!) * u.t;
      uv[o + 1] = warp.sliceY[v.patch]! + (warp.sliceY[v.patch + 1]! - warp.sliceY[v.patch]!) * v.t;
      o += 2;
    }
  }
  const wide = extend(xy, uv, us.length, vs.length, bleed, true);
  return extend(wide.xy, wide.uv, wide.across, wide.down, bleed, false);
}

/** Tessellations kept per warp (a template's stored windows), one per quad (output size) and bleed. */
const cache = new WeakMap<MeshWarp, Map<string, MeshTessellation>>();

/** The warp's tessellation for this quad, worked out once per template and output size (previews reuse it). */
export function tessellateMeshWarp(warp: MeshWarp, quad: Point[], bleed: number): MeshTessellation {
  let sizes = cache.get(warp);
  if (!sizes) cache.set(warp, (sizes = new Map()));
  const key = `${quad.flat().join(",")}:${bleed}`;
  let found = sizes.get(key);
  if (!found) {
    found = tessellate(warp, quad, bleed);
    if (sizes.size >= 4) sizes.delete(sizes.keys().next().value!);
    sizes.set(key, found);
  }
  return found;
}
