import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";

export type TableSpec = { mount: Mount; width: number; depth: number; height: number; color: Hex; shelf?: boolean };

/** Slab and leg thickness in metres: slender, so the wall shows through. */
const SLAB = 0.03;
const LEG = 0.035;

/** A console table or desk: a slab on four legs, with an optional low shelf. */
export function drawTable(c: Canvas, t: TableSpec): string {
  const m = t.mount;
  const w = t.width / 2;
  let out = mountedShadow(c, m, [-w, w + 0.03], [0, t.depth + 0.03], 0.08);
  const legs = (d: number) =>
    [-w + 0.02, w - 0.02 - LEG].map((s) => mountedBox(c, m, [s, s + LEG], [0, t.height - SLAB], [d, d + LEG], { color: t.color })).join("");
  // Back legs, then the shelf, then front legs: painter's order for a camera in front.
  out += legs(0.02);
  if (t.shelf) out += mountedBox(c, m, [-w + 0.02, w - 0.02], [0.16, 0.16 + SLAB * 0.8], [0.03, t.depth - 0.03], { color: t.color });
  out += legs(t.depth - 0.02 - LEG);
  return out + mountedBox(c, m, [-w, w], [t.height - SLAB, t.height], [0, t.depth], { color: t.color, fade: 0.05 });
}
