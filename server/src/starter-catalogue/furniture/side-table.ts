import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { roundShadow } from "./contact-shadow";
import { drawFrustum } from "./frustum";

/** A round pedestal side table (radius and height in metres); returns its top's height for things placed on it. */
export function drawSideTable(c: Canvas, base: Vec3, radius: number, height: number, color: Hex): string {
  const [x, y, z] = base;
  return (
    roundShadow(c, base, radius * 0.9) +
    drawFrustum(c, base, radius * 0.55, radius * 0.5, 0.03, { color, cap: shade(color, 1.05) }) +
    drawFrustum(c, [x, y + 0.03, z], radius * 0.12, radius * 0.12, height - 0.06, { color }) +
    drawFrustum(c, [x, y + height - 0.03, z], radius, radius, 0.03, { color, cap: shade(color, 1.08) })
  );
}
