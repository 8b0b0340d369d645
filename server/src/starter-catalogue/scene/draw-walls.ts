import { project, projectPolygon } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import { lit } from "../svg/lighting";
import { linear } from "../svg/paint";
import { polygon } from "../svg/shapes";
import type { RoomShell } from "./scene-types";

/** Walls darken toward the corner away from the window: how far, as a brightness factor. */
const FALLOFF = 0.86;

function wall(c: Canvas, s: RoomShell, pts: Vec3[], normal: Vec3, lightEnd: Vec3, darkEnd: Vec3): string {
  const base = lit(c, s.wall, normal);
  const fill = linear(c, project(c.cam, lightEnd), project(c.cam, darkEnd), [
    [0, shade(base, 1.03)],
    [1, shade(base, FALLOFF)],
  ]);
  return polygon(projectPolygon(c.cam, pts), { fill });
}

/** Back and side walls and the ceiling, each shaded by the key light with a soft falloff. */
export function drawWalls(c: Canvas, s: RoomShell): string {
  const { left: l, right: r, back: b, near: n, height: h } = s;
  const mid = h * 0.6;
  return (
    wall(c, s, [[l, 0, b], [r, 0, b], [r, h, b], [l, h, b]], [0, 0, -1], [l, mid, b], [r, mid, b]) +
    wall(c, s, [[l, 0, n], [l, 0, b], [l, h, b], [l, h, n]], [1, 0, 0], [l, mid, n], [l, mid, b]) +
    wall(c, s, [[r, 0, b], [r, 0, n], [r, h, n], [r, h, b]], [-1, 0, 0], [r, mid, n], [r, mid, b]) +
    polygon(projectPolygon(c.cam, [[l, h, n], [r, h, n], [r, h, b], [l, h, b]]), { fill: shade(s.wall, 0.92) })
  );
}
