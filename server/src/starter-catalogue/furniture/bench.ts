import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";

/** Bench dimensions in metres: seat 0.45 high and 0.38 deep, with a 6 cm cushion. */
const BENCH = { height: 0.45, depth: 0.38, leg: 0.04, cushion: 0.06 };

/** A slim wooden bench with a seat cushion, against a wall. */
export function drawBench(c: Canvas, m: Mount, width: number, wood: Hex, cushion: Hex): string {
  const w = width / 2;
  const legs = (d: number) =>
    [-w + 0.03, w - 0.03 - BENCH.leg].map((s) => mountedBox(c, m, [s, s + BENCH.leg], [0, BENCH.height - 0.03], [d, d + BENCH.leg], { color: wood })).join("");
  return (
    mountedShadow(c, m, [-w, w + 0.03], [0, BENCH.depth + 0.03], 0.06) +
    legs(0.03) +
    legs(BENCH.depth - 0.03 - BENCH.leg) +
    mountedBox(c, m, [-w, w], [BENCH.height - 0.03, BENCH.height], [0, BENCH.depth], { color: wood }) +
    mountedBox(c, m, [-w + 0.02, w - 0.02], [BENCH.height, BENCH.height + BENCH.cushion], [0.02, BENCH.depth - 0.01], { color: cushion, radius: 0.025 })
  );
}
