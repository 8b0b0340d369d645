import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { between } from "../../lib/random";
import { billboard } from "./billboard";
import { contactShadow, roundShadow } from "./contact-shadow";
import { drawBox } from "./box";
import { drawFoliage } from "./foliage";
import { drawFrustum } from "./frustum";
import { linearBox } from "../svg/paint";

/** A ceramic vase with dried stems (pampas-like plumes), standing at `base`. */
export function drawVase(c: Canvas, base: Vec3, height: number, color: Hex, stems = 0.45): string {
  const r = height * 0.28;
  const top: Vec3 = [base[0], base[1] + height, base[2]];
  const plume = linearBox(c, [0, 1], [0, 0], [
    [0, "#b8a27c"],
    [1, "#eadcc0"],
  ]);
  return (
    roundShadow(c, base, r * 0.75) +
    drawFrustum(c, base, r * 0.7, r * 0.55, height * 0.75, { color }) +
    drawFrustum(c, [base[0], base[1] + height * 0.75, base[2]], r * 0.55, r * 0.3, height * 0.25, { color, cap: shade(color, 0.4) }) +
    (stems > 0 ? billboard(c, top, drawFoliage(c, "grass", stems * 1000, r * 1000, plume)) : "")
  );
}

/** A short stack of books lying flat, spines toward the camera. */
export function drawBooks(c: Canvas, base: Vec3, colors: readonly Hex[]): string {
  let y = base[1];
  let out = contactShadow(c, base[0] - 0.14, base[0] + 0.16, base[2] - 0.1, base[2] + 0.1, 0.015, base[1]);
  for (const col of colors) {
    const h = between(c.rand, 0.025, 0.045);
    const w = between(c.rand, 0.13, 0.16);
    const dx = between(c.rand, -0.015, 0.015);
    out += drawBox(c, [base[0] - w + dx, y, base[2] - 0.1], [base[0] + w + dx, y + h, base[2] + 0.1], { color: col, fade: 0.05 });
    y += h;
  }
  return out;
}

/** A low bowl or dish. */
export const drawBowl = (c: Canvas, base: Vec3, radius: number, color: Hex): string =>
  roundShadow(c, base, radius * 0.7) +
  drawFrustum(c, base, radius * 0.55, radius, radius * 0.45, { color, cap: shade(color, 0.75) });
