import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { mountedBox } from "./box";
import { mountedShadow, roundShadow } from "./contact-shadow";
import { drawFrustum } from "./frustum";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";

/** Chair dimensions in metres: seat 0.46, back 0.85, 0.45 wide. */
const CHAIR = { seat: 0.46, back: 0.85, width: 0.45, depth: 0.46, leg: 0.03 };

/**
 * A chair tucked toward the wall (s along it, `from` its distance from the wall), seen from behind:
 * back rest nearest the camera.
 */
export function drawChair(c: Canvas, m: Mount, s: number, from: number, color: Hex, legs: Hex): string {
  const w = CHAIR.width / 2;
  const d0 = from;
  const d1 = from + CHAIR.depth;
  let out = mountedShadow(c, m, [s - w, s + w + 0.03], [d0, d1 + 0.03], 0.05);
  for (const ls of [s - w + 0.02, s + w - 0.05]) out += mountedBox(c, m, [ls, ls + CHAIR.leg], [0, CHAIR.seat], [d0 + 0.02, d0 + 0.05], { color: legs });
  out += mountedBox(c, m, [s - w, s + w], [CHAIR.seat - 0.04, CHAIR.seat], [d0, d1], { color, radius: 0.02 });
  for (const ls of [s - w + 0.02, s + w - 0.05]) out += mountedBox(c, m, [ls, ls + CHAIR.leg], [0, CHAIR.back], [d1 - 0.05, d1 - 0.02], { color: legs });
  return out + mountedBox(c, m, [s - w, s + w], [CHAIR.seat + 0.12, CHAIR.back], [d1 - 0.05, d1 - 0.02], { color, radius: 0.04 });
}

/** A stool: a round seat on four legs (`s` along the wall, `from` its nearest edge's distance from the wall). */
export function drawStool(c: Canvas, m: Mount, s: number, from: number, height: number, color: Hex): string {
  const r = 0.18;
  const centre = mountPoint(m, s, 0, from + r);
  let out = roundShadow(c, centre, r);
  const leg = (ds: number, dd: number) => mountedBox(c, m, [s + ds - 0.015, s + ds + 0.015], [0, height - 0.04], [from + r + dd - 0.015, from + r + dd + 0.015], { color });
  // Legs against the wall first: painter's order.
  out += leg(-0.11, -0.11) + leg(0.11, -0.11) + leg(-0.11, 0.11) + leg(0.11, 0.11);
  return out + drawFrustum(c, [centre[0], height - 0.04, centre[2]], r, r, 0.04, { color, cap: shade(color, 1.08) });
}
