import type { Vec3 } from "../geometry/vec3";
import { project } from "../geometry/camera";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Canvas } from "../svg/canvas";

/**
 * Draws round or organic things (plants, lamps, pillows) flat, facing the camera, at their depth.
 * The body is drawn in millimetres with y down from the anchor (the object's base centre), so
 * drawings read like product dimensions and keep sub-pixel precision.
 */
export function billboard(c: Canvas, anchor: Vec3, body: string): string {
  const [x, y] = project(c.cam, anchor);
  const k = pixelsPerMetre(c.cam, anchor) / 1000;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(5)})">${body}</g>`;
}
