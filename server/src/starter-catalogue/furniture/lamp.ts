import type { Vec3 } from "../geometry/vec3";
import { project } from "../geometry/camera";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { radial } from "../svg/paint";
import { ellipse, polygon } from "../svg/shapes";
import { roundShadow } from "./contact-shadow";
import { drawFrustum } from "./frustum";

/** Warm bulb glow on the wall behind a shade: a hint the lamp is on, not a spotlight. */
const GLOW = { color: "#ffd9a0", opacity: 0.22, radius: 0.75 };

export type LampSpec = { base: Vec3; height: number; shade: Hex; metal: Hex; kind: "floor" | "table"; glowOn?: number };

/** A lamp: stand or ceramic body, a drum shade, and a soft glow on the wall behind. */
export function drawLamp(c: Canvas, l: LampSpec): string {
  const [x, y, z] = l.base;
  const shadeH = l.kind === "floor" ? 0.34 : 0.26;
  const shadeR = l.kind === "floor" ? 0.22 : 0.18;
  const shadeBase: Vec3 = [x, y + l.height - shadeH, z];
  let out = "";
  if (l.glowOn !== undefined) {
    const centre = project(c.cam, [x, y + l.height - shadeH * 0.3, l.glowOn]);
    const r = GLOW.radius * pixelsPerMetre(c.cam, [x, y + l.height, l.glowOn]);
    c.underlay.push(ellipse(centre, r, r * 1.25, {
      fill: radial(c, centre, r * 1.25, [
        [0, GLOW.color, GLOW.opacity],
        [0.4, GLOW.color, GLOW.opacity * 0.45],
        [1, GLOW.color, 0],
      ]),
    }));
  }
  if (l.kind === "floor") {
    out += roundShadow(c, l.base, 0.18);
    out += drawFrustum(c, l.base, 0.16, 0.16, 0.02, { color: l.metal, cap: l.metal });
    const a = project(c.cam, [x - 0.012, y, z]);
    const b = project(c.cam, [x + 0.012, y + l.height - shadeH, z]);
    out += polygon([a, [b[0], a[1]], b, [a[0], b[1]]], { fill: l.metal });
  } else {
    out += roundShadow(c, l.base, 0.09);
    out += drawFrustum(c, l.base, 0.07, 0.1, 0.12, { color: l.metal, cap: l.metal });
    out += drawFrustum(c, [x, y + 0.12, z], 0.1, 0.03, l.height - shadeH - 0.12, { color: l.metal });
  }
  return out + drawFrustum(c, shadeBase, shadeR, shadeR * 0.82, shadeH, { color: l.shade, cap: "#fff3da", profile: [0.86, 1.05, 1.02, 0.94, 0.84] });
}
