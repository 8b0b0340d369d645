import type { PlacedLayer } from "ag-psd";
import type { MeshWarp, Point } from "../core";

/**
 * Photoshop's cylinder draws each half of the front as one cubic from the side (where it leaves
 * straight down: the art foreshortens there) to the middle. Its two handles as shares of the
 * ellipse's depth and of the half width: fitted to Photoshop's rendering of ag-psd's
 * `cyllinder-warp` (its top edge within 0.14 px; the art inside 0.84/255 off).
 */
const CYLINDER_SIDE_HANDLE = 0.46;
const CYLINDER_MIDDLE_HANDLE = 0.6;

/**
 * The settings of the one cylinder measured (ag-psd's file, Photoshop's defaults): the top and
 * bottom ellipses' depth over half the width, and π/2 − 1 (saved to 1/64 px of the width), whose
 * role no file shows yet.
 */
const MEASURED_CYLINDER = [0.5, 0.5, Math.PI / 2 - 1] as const;

/**
 * The Cylinder preset (Edit › Transform › Warp › Cylinder, Photoshop 2023) as a Bézier mesh of two
 * patches side by side in the unit square of its control points' box (as `readMeshWarp` gives a
 * custom one). `values` holds the art's box (left, bottom, right, top, document px), the ellipse's
 * depth over half the width at the top and the bottom, and one more setting. Undefined for any
 * other settings than the measured ones: no Photoshop-made file shows what they do.
 */
function cylinderWarp(values: number[]): MeshWarp | undefined {
  const [left, bottom, right, top, ...settings] = values;
  if (left === undefined || bottom === undefined || right === undefined || top === undefined) return undefined;
  if (settings.length !== MEASURED_CYLINDER.length || settings.some((v, i) => Math.abs(v - MEASURED_CYLINDER[i]!) > 1e-3)) return undefined;
  const half = (right - left) / 2;
  const height = bottom - top;
  if (!(half > 0 && height > 0)) return undefined;
  const depth = settings[0]! * half;
  // One row of control points: x across the front, y down from the side's top corner.
  const xs = [0, 0, half * (1 - CYLINDER_MIDDLE_HANDLE), half, half * (1 + CYLINDER_MIDDLE_HANDLE), 2 * half, 2 * half];
  const ys = [0, CYLINDER_SIDE_HANDLE * depth, depth, depth, depth, CYLINDER_SIDE_HANDLE * depth, 0];
  const boxHeight = height + depth;
  const points: Point[] = [];
  for (let row = 0; row < 4; row++) {
    for (let k = 0; k < 7; k++) points.push([xs[k]! / (2 * half), (ys[k]! + (height * row) / 3) / boxHeight]);
  }
  return { columns: 2, rows: 1, points, sliceX: [0, 0.5, 1], sliceY: [0, 1] };
}

/** A preset warp as a Bézier mesh, or undefined when it is not one we render (the caller refuses it by name). */
export function readPresetWarp(placed: PlacedLayer): MeshWarp | undefined {
  const warp = placed.warp;
  if (warp?.style === "cylinder" && warp.values && !warp.perspective && !warp.perspectiveOther) return cylinderWarp(warp.values);
  return undefined;
}
