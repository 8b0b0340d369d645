import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";

/** Cot dimensions in metres: 1.24 × 0.66, rails at 0.9, slats every 6 cm (the safety standard's maximum gap). */
const CRIB = { length: 1.24, depth: 0.66, height: 0.9, slatPitch: 0.06, slat: 0.022, post: 0.045, mattress: 0.32 };

/** A slatted cot against the wall, seen from the front, with bedding inside. */
export function drawCrib(c: Canvas, m: Mount, s: number, color: Hex, bedding: Hex): string {
  const w = CRIB.length / 2;
  const front = CRIB.depth;
  let out = mountedShadow(c, m, [s - w, s + w + 0.03], [0, front + 0.04], 0.05);
  out += mountedBox(c, m, [s - w, s + w], [CRIB.mattress, CRIB.height - 0.05], [0, 0.03], { color: shade(color, 0.92) });
  out += mountedBox(c, m, [s - w + 0.04, s + w - 0.04], [CRIB.mattress, CRIB.mattress + 0.12], [0.03, front - 0.03], { color: bedding, radius: 0.03 });
  for (const ps of [s - w, s + w - CRIB.post]) {
    out += mountedBox(c, m, [ps, ps + CRIB.post], [0, CRIB.height], [0, front], { color, radius: 0.01 });
  }
  for (let x = s - w + CRIB.post + CRIB.slatPitch / 2; x < s + w - CRIB.post; x += CRIB.slatPitch) {
    out += mountedBox(c, m, [x, x + CRIB.slat], [CRIB.mattress - 0.08, CRIB.height - 0.04], [front - CRIB.slat, front], { color });
  }
  out += mountedBox(c, m, [s - w, s + w], [CRIB.mattress - 0.1, CRIB.mattress - 0.06], [front - 0.04, front], { color });
  return out + mountedBox(c, m, [s - w, s + w], [CRIB.height - 0.05, CRIB.height], [front - 0.04, front], { color });
}
