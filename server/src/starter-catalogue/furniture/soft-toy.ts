import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { radial } from "../svg/paint";
import { billboard } from "./billboard";

/** A sitting teddy bear (drawn in mm, about `size` tall), for the nursery. */
export function drawBear(c: Canvas, base: Vec3, size: number, color: Hex): string {
  const k = size / 300;
  const fur = radial(c, [-40 * k, -200 * k], 220 * k, [
    [0, shade(color, 1.12)],
    [1, shade(color, 0.78)],
  ]);
  const dark = shade(color, 0.6);
  const body =
    `<ellipse cx="0" cy="${-75 * k}" rx="${85 * k}" ry="${80 * k}" fill="${fur}"/>` +
    `<ellipse cx="${-60 * k}" cy="${-18 * k}" rx="${38 * k}" ry="${24 * k}" fill="${fur}"/>` +
    `<ellipse cx="${60 * k}" cy="${-18 * k}" rx="${38 * k}" ry="${24 * k}" fill="${fur}"/>` +
    `<circle cx="${-62 * k}" cy="${-262 * k}" r="${26 * k}" fill="${fur}"/><circle cx="${62 * k}" cy="${-262 * k}" r="${26 * k}" fill="${fur}"/>` +
    `<circle cx="0" cy="${-205 * k}" r="${68 * k}" fill="${fur}"/>` +
    `<ellipse cx="0" cy="${-185 * k}" rx="${28 * k}" ry="${20 * k}" fill="${shade(color, 1.2)}"/>` +
    `<circle cx="0" cy="${-192 * k}" r="${7 * k}" fill="${dark}"/>` +
    `<circle cx="${-24 * k}" cy="${-220 * k}" r="${6 * k}" fill="${dark}"/><circle cx="${24 * k}" cy="${-220 * k}" r="${6 * k}" fill="${dark}"/>`;
  return billboard(c, base, body);
}
