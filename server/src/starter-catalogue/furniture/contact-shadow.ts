import type { Mount } from "./mount";
import { mountBox } from "./mount";
import { projectPolygon } from "../geometry/camera";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { softShape } from "../svg/soft-shape";

/** Shadow darkness under furniture: soft daylight leaves a gentle pool, not a black blot. */
const OPACITY = 0.36;
/** Points around a round shadow. */
const ROUND_STEPS = 24;

/** A soft shadow pool on the floor (or any level surface at height y) under an object's footprint. */
export function contactShadow(c: Canvas, x0: number, x1: number, z0: number, z1: number, spread: number, y = 0): string {
  const pts = projectPolygon(c.cam, [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ]);
  const std = spread * pixelsPerMetre(c.cam, [(x0 + x1) / 2, y, (z0 + z1) / 2]);
  return softShape(pts, std, "dark", OPACITY);
}

/** A round shadow under a round object (pot, vase, lamp base), nudged right and back, away from the light. */
export function roundShadow(c: Canvas, base: Vec3, r: number): string {
  const centre: Vec3 = [base[0] + r * 0.15, base[1], base[2] + r * 0.1];
  const pts = Array.from({ length: ROUND_STEPS }, (_, i): Vec3 => {
    const a = (i / ROUND_STEPS) * Math.PI * 2;
    return [centre[0] + r * Math.cos(a), centre[1], centre[2] + r * Math.sin(a)];
  });
  return softShape(projectPolygon(c.cam, pts), r * 0.25 * pixelsPerMetre(c.cam, centre), "dark", OPACITY);
}

/** A shadow pool in a piece's wall terms: s along the wall, d out from it, on a level surface at height y. */
export function mountedShadow(c: Canvas, m: Mount, s: readonly [number, number], d: readonly [number, number], spread: number, y = 0): string {
  const [min, max] = mountBox(m, s, [y, y], d);
  return contactShadow(c, min[0], max[0], min[2], max[2], spread, y);
}
