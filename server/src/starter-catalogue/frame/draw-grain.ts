import type { Vec3 } from "../geometry/vec3";
import { project } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { between } from "../../lib/random";
import { polyline } from "../svg/shapes";

/** Grain lines per moulding side: enough to read as wood at full size, few enough to stay cheap. */
const GRAIN_LINES = 14;
/** Samples along each line, for a gentle wave. */
const GRAIN_STEPS = 12;

/** Fine wood grain running along one moulding side (at(u, d): u along, d across). */
export function drawGrain(c: Canvas, at: (u: number, d: number) => Vec3, color: Hex): string {
  let out = "";
  for (let i = 0; i < GRAIN_LINES; i++) {
    const d0 = between(c.rand, 0.05, 0.95);
    const amp = between(c.rand, 0.01, 0.05);
    const phase = between(c.rand, 0, Math.PI * 2);
    const freq = between(c.rand, 1.5, 5);
    const pts: Vec3[] = [];
    const trim = 0.01;
    for (let k = 0; k <= GRAIN_STEPS; k++) {
      const u = trim + ((1 - 2 * trim) * k) / GRAIN_STEPS;
      const d = Math.min(0.98, Math.max(0.02, d0 + amp * Math.sin(phase + freq * u * Math.PI)));
      pts.push(at(u, d));
    }
    const projected = pts.map((p) => project(c.cam, p));
    out += polyline(projected, {
      stroke: color,
      "stroke-width": between(c.rand, 0.8, 2.2),
      opacity: between(c.rand, 0.12, 0.3),
    });
  }
  return out;
}
