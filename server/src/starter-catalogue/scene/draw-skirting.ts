import { projectPolygon } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import { lit } from "../svg/lighting";
import { polygon } from "../svg/shapes";
import type { RoomShell } from "./scene-types";

/** How far the skirting stands off the wall, in metres. */
const SKIRTING_DEPTH = 0.018;

/** Skirting boards along the back and side walls: a lit top edge and a front face. */
export function drawSkirting(c: Canvas, s: RoomShell): string {
  const h = s.skirtingHeight;
  const d = SKIRTING_DEPTH;
  const { left: l, right: r, back: b, near: n } = s;
  const face = (pts: Vec3[], normal: Vec3, k = 1) =>
    polygon(projectPolygon(c.cam, pts), { fill: shade(lit(c, s.skirting, normal), k) });
  return (
    face([[l, 0, b - d], [r, 0, b - d], [r, h, b - d], [l, h, b - d]], [0, 0, -1], 0.97) +
    face([[l, h, b - d], [r, h, b - d], [r, h, b], [l, h, b]], [0, 1, 0], 1.04) +
    face([[l + d, 0, n], [l + d, 0, b], [l + d, h, b], [l + d, h, n]], [1, 0, 0]) +
    face([[r - d, 0, b], [r - d, 0, n], [r - d, h, n], [r - d, h, b]], [-1, 0, 0])
  );
}
