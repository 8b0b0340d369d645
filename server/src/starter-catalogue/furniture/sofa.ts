import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";
import { drawPillow } from "./pillow";

export type SofaSpec = { mount: Mount; width: number; color: Hex; legs: Hex; pillows: Hex[]; seats?: number };

/** Sofa dimensions in metres: seat 0.44 high, back 0.8, arms 0.62, depth 0.92, 4 cm off the wall. */
const SOFA = { depth: 0.92, legs: 0.1, seat: 0.44, cushion: 0.12, back: 0.8, arm: 0.17, armTop: 0.62, gap: 0.04 };

/** A sofa (or, with one seat, an armchair) against a wall, with cushions and throw pillows. */
export function drawSofa(c: Canvas, s: SofaSpec): string {
  const m = s.mount;
  const x0 = -s.width / 2;
  const x1 = s.width / 2;
  const back: [number, number] = [SOFA.gap, SOFA.gap + 0.22];
  const full: [number, number] = [SOFA.gap, SOFA.gap + SOFA.depth];
  const body = { color: s.color, radius: 0.03 };
  const cushion = { color: shade(s.color, 1.05), radius: 0.05, fade: 0.22 };
  const seats = s.seats ?? 3;
  const inner0 = x0 + SOFA.arm;
  const seatW = (x1 - SOFA.arm - inner0) / seats;
  const seat = (i: number): [number, number] => [inner0 + i * seatW + 0.006, inner0 + (i + 1) * seatW - 0.006];
  let out = mountedShadow(c, m, [x0 - 0.03, x1 + 0.05], [0, full[1] + 0.05], 0.05);
  for (const lx of [x0 + 0.06, x1 - 0.1]) {
    for (const ld of [full[1] - 0.1, SOFA.gap + 0.06]) {
      out += mountedBox(c, m, [lx, lx + 0.04], [0, SOFA.legs], [ld, ld + 0.04], { color: s.legs });
    }
  }
  out += mountedBox(c, m, [x0, x1], [SOFA.legs, SOFA.back], back, body);
  for (let i = 0; i < seats; i++) out += mountedBox(c, m, seat(i), [SOFA.seat, SOFA.back + 0.05], [0.26, 0.44], cushion);
  out += mountedBox(c, m, [x0, x0 + SOFA.arm], [SOFA.legs, SOFA.armTop], full, { ...body, radius: 0.07 });
  out += mountedBox(c, m, [x1 - SOFA.arm, x1], [SOFA.legs, SOFA.armTop], full, { ...body, radius: 0.07 });
  out += mountedBox(c, m, [inner0, x1 - SOFA.arm], [SOFA.legs, SOFA.seat], [0.3, full[1] - 0.02], { ...body, fade: 0.3 });
  for (let i = 0; i < seats; i++) {
    out += mountedShadow(c, m, seat(i), [0.44, 0.5], 0.03, SOFA.seat + SOFA.cushion);
    out += mountedBox(c, m, seat(i), [SOFA.seat, SOFA.seat + SOFA.cushion], [0.44, full[1]], cushion);
  }
  s.pillows.forEach((p, i) => {
    const left = i % 2 === 0;
    const row = i >> 1;
    const px = left ? inner0 + 0.25 + row * 0.28 : x1 - SOFA.arm - 0.25 - row * 0.28;
    const anchor = mountPoint(m, px, SOFA.seat + SOFA.cushion - 0.01, 0.5 + row * 0.06);
    out += drawPillow(c, anchor, 440 - row * 50, p, left ? -7 + row * 4 : 8 - row * 4);
  });
  return out;
}
