import type { Canvas } from "../svg/canvas";
import { between } from "../../lib/random";
import { leafPath, placedLeaf } from "./leaf";
import type { PlantKind } from "./plant-kind";

/** Foliage in millimetres, growing up from the pot rim at (0, 0). */
export function drawFoliage(c: Canvas, kind: PlantKind, height: number, potR: number, fill: string): string {
  const r = c.rand;
  let out = "";
  if (kind === "snake") {
    for (let i = 0; i < 13; i++) {
      const x = between(r, -potR * 0.6, potR * 0.6);
      const len = height * between(r, 0.55, 1);
      out += placedLeaf(x, 0, (x / potR) * 14 + between(r, -6, 6), leafPath(len, between(r, 55, 85), 0.55), fill);
    }
    return out;
  }
  if (kind === "grass") {
    for (let i = 0; i < 11; i++) {
      const a = between(r, -24, 24);
      const len = height * between(r, 0.7, 1);
      const rad = (a * Math.PI) / 180;
      const tx = Math.sin(rad) * len;
      const ty = -Math.cos(rad) * len;
      out += `<path d="M0 0L${tx.toFixed(0)} ${ty.toFixed(0)}" stroke="#a08a62" stroke-width="6"/>`;
      out += placedLeaf(tx * 0.82, ty * 0.82, a, leafPath(len * 0.3, len * 0.09, 0.9), fill);
    }
    return out;
  }
  const trunk = kind === "olive" ? 0.45 : 0.3;
  out += `<path d="M0 0C${-potR * 0.2} ${-height * 0.4} ${potR * 0.25} ${-height * 0.6} 0 ${-height * 0.8}" fill="none" stroke="#5b4634" stroke-width="${kind === "olive" ? 22 : 28}"/>`;
  const count = kind === "olive" ? 120 : 34;
  const spread = kind === "olive" ? height * 0.32 : height * 0.3;
  for (let i = 0; i < count; i++) {
    const t = between(r, trunk, 1);
    const y = -height * t;
    const x = between(r, -1, 1) * spread * Math.sin(Math.PI * Math.min(1, (t - trunk) / (1 - trunk) + 0.2));
    const angle = (x / spread) * 60 + between(r, -35, 35);
    const size = kind === "olive" ? between(r, 60, 95) : between(r, 200, 320);
    const d = kind === "olive" ? leafPath(size, size * 0.22, 0.6) : leafPath(size, size * 0.62, 0.9);
    out += placedLeaf(x, y, angle, d, fill, kind === "fiddle" ? `M0 0L0 ${(-size * 0.9).toFixed(0)}` : undefined);
  }
  return out;
}
