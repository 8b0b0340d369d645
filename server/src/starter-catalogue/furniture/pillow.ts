import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { radial } from "../svg/paint";
import { billboard } from "./billboard";

/** A plump throw pillow (size in mm), leaning at `tilt` degrees, its base at `anchor`. */
export function drawPillow(c: Canvas, anchor: Vec3, size: number, color: Hex, tilt: number): string {
  const s = size / 2;
  const fill = radial(c, [-s * 0.3, -s * 1.35], s * 1.55, [
    [0, shade(color, 1.1)],
    [0.65, color],
    [1, shade(color, 0.7)],
  ]);
  // Pinched corners and bulging sides, like a stuffed cushion.
  const d =
    `M${-s} ${-2 * s}Q0 ${-2 * s + s * 0.16} ${s} ${-2 * s}Q${s - s * 0.16} ${-s} ${s} 0` +
    `Q0 ${-s * 0.16} ${-s} 0Q${-s + s * 0.16} ${-s} ${-s} ${-2 * s}Z`;
  const shade0 = radial(c, [s * 0.3, -s * 0.85], s * 1.25, [
    [0.6, "#000", 0.16],
    [1, "#000", 0],
  ]);
  const shadow = `<circle cx="${s * 0.3}" cy="${-s * 0.85}" r="${s * 1.25}" fill="${shade0}"/>`;
  return billboard(c, anchor, `<g transform="rotate(${tilt})">${shadow}<path d="${d}" fill="${fill}"/></g>`);
}
