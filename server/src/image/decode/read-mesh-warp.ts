import type { PlacedLayer } from "ag-psd";
import type { MeshWarp, Point } from "../core";

/** Patch edges as shares of the art, 0 to 1: from Photoshop's quilt slices, else even. */
function shares(slices: number[] | undefined, patches: number): number[] | undefined {
  if (!slices) return Array.from({ length: patches + 1 }, (_, i) => i / patches);
  if (slices.length !== patches + 1) return undefined;
  const first = slices[0]!;
  const span = slices[patches]! - first;
  return span > 0 ? slices.map((s) => (s - first) / span) : undefined;
}

/**
 * A custom or grid warp (Edit › Transform › Warp, Custom or Split) as a Bézier patch mesh in the
 * unit square of its control points' bounding box: Photoshop's transform maps that box, not the
 * contents, onto the canvas (measured on ag-psd's `werps` file: the boxes' ratios agree to 10⁻⁴).
 * Undefined for preset warps and meshes we cannot read.
 */
export function readMeshWarp(placed: PlacedLayer): MeshWarp | undefined {
  const warp = placed.warp;
  const mesh = warp?.customEnvelopeWarp;
  if (!warp || warp.style !== "custom" || !mesh?.meshPoints.length) return undefined;
  const count = mesh.meshPoints.length;
  const across = warp.deformNumCols ?? Math.round(Math.sqrt(count));
  const down = warp.deformNumRows ?? Math.round(Math.sqrt(count));
  if (across * down !== count || across < 4 || down < 4 || (across - 1) % 3 || (down - 1) % 3) return undefined;
  const columns = (across - 1) / 3;
  const rows = (down - 1) / 3;
  const sliceX = shares(mesh.quiltSliceX, columns);
  const sliceY = shares(mesh.quiltSliceY, rows);
  if (!sliceX || !sliceY) return undefined;
  const xs = mesh.meshPoints.map((p) => p.x);
  const ys = mesh.meshPoints.map((p) => p.y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.max(...ys) - top];
  if (!(width > 0 && height > 0)) return undefined;
  const points = mesh.meshPoints.map((p): Point => [(p.x - left) / width, (p.y - top) / height]);
  return { columns, rows, points, sliceX, sliceY };
}
