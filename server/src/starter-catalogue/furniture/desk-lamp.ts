import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { billboard } from "./billboard";
import { roundShadow } from "./contact-shadow";

/** An architect's desk lamp (drawn in mm): round base, two arm segments, a cone shade tipped down. */
export function drawDeskLamp(c: Canvas, base: Vec3, color: Hex): string {
  const body =
    `<ellipse cx="0" cy="-8" rx="85" ry="16" fill="${shade(color, 0.8)}"/>` +
    `<path d="M0 -12L-70 -300L90 -470" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="-70" cy="-300" r="14" fill="${shade(color, 0.7)}"/>` +
    `<g transform="translate(90 -470) rotate(35)"><path d="M-20 -30L20 -30L85 90L-85 90Z" fill="${color}"/>` +
    `<ellipse cx="0" cy="90" rx="85" ry="16" fill="#fff3d6"/></g>`;
  return roundShadow(c, base, 0.085) + billboard(c, base, body);
}
