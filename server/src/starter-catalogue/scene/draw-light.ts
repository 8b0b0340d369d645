import { projectPolygon } from "../geometry/camera";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { radial } from "../svg/paint";
import { softShape } from "../svg/soft-shape";
import type { Scene } from "./scene-types";

const SUN_OPACITY = 0.3;
/** Softness of the sun patch edges, in metres on the wall (a big window far away gives soft edges). */
const SUN_SOFTNESS = 0.06;
/** Darkening at the corners: a lens-like vignette keeps the eye on the frame. */
const VIGNETTE = 0.3;

/** A skewed rectangle of sunlight on the back wall, with the shadow of a window bar across it. */
export function drawSun(c: Canvas, scene: Scene): string {
  const sun = scene.sun;
  if (!sun) return "";
  const z = scene.shell.back - 0.001;
  const pane = (x0: number, x1: number): Vec3[] => [
    [x0 + sun.skew, sun.y + sun.height, z],
    [x1 + sun.skew, sun.y + sun.height, z],
    [x1, sun.y, z],
    [x0, sun.y, z],
  ];
  const std = SUN_SOFTNESS * pixelsPerMetre(c.cam, [sun.x, sun.y, z]);
  const bar = sun.width * 0.06;
  const half = (sun.width - bar) / 2;
  return (
    softShape(projectPolygon(c.cam, pane(sun.x, sun.x + half)), std, "light", SUN_OPACITY) +
    softShape(projectPolygon(c.cam, pane(sun.x + half + bar, sun.x + sun.width)), std, "light", SUN_OPACITY)
  );
}

/** Corner darkening over the whole picture. */
export function drawVignette(c: Canvas): string {
  const { width: w, height: h } = c.cam;
  const fill = radial(c, [w * 0.5, h * 0.45], Math.hypot(w, h) * 0.62, [
    [0.45, "#000", 0],
    [1, "#000", VIGNETTE],
  ]);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}
