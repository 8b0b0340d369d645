import { project } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { polyline } from "../svg/shapes";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";

export type CabinetSpec = {
  mount: Mount;
  width: number;
  height: number;
  depth: number;
  color: Hex;
  /** Legs lift the body: mid-century sideboards and dressers; none for plinth cabinets. */
  legs?: { height: number; color: Hex };
  fronts: "doors" | "drawers" | "fluted" | "plain";
  /** Number of doors or drawers. */
  count: number;
  /** A worktop or slab on top, overhanging the body. */
  top?: { color: Hex; thickness: number; overhang: number };
};

/** Gap lines between fronts: dark and thin, like real door shadows. */
const GAP_OPACITY = 0.45;

/** A sideboard, dresser, nightstand or kitchen run: body, optional legs and worktop, lined fronts. */
export function drawCabinet(c: Canvas, k: CabinetSpec): string {
  const m = k.mount;
  const w = k.width / 2;
  const legH = k.legs?.height ?? 0;
  const bodyTop = k.height - (k.top?.thickness ?? 0);
  let out = mountedShadow(c, m, [-w - 0.02, w + 0.04], [0, k.depth + 0.04], legH > 0 ? 0.06 : 0.025);
  if (k.legs) {
    for (const s of [-w + 0.05, w - 0.08]) {
      for (const d of [0.05, k.depth - 0.08]) out += mountedBox(c, m, [s, s + 0.03], [0, legH], [d, d + 0.03], { color: k.legs.color });
    }
  }
  out += mountedBox(c, m, [-w, w], [legH, bodyTop], [0, k.depth], { color: k.color, fade: 0.18 });
  out += fronts(c, k, legH, bodyTop);
  if (k.top) {
    const o = k.top.overhang;
    out += mountedBox(c, m, [-w - o, w + o], [bodyTop, k.height], [0, k.depth + o], { color: k.top.color, fade: 0.05 });
  }
  return out;
}

function fronts(c: Canvas, k: CabinetSpec, y0: number, y1: number): string {
  const m = k.mount;
  const w = k.width / 2;
  const d = k.depth + 0.001;
  const line = (s0: number, ya: number, s1: number, yb: number) =>
    polyline([project(c.cam, mountPoint(m, s0, ya, d)), project(c.cam, mountPoint(m, s1, yb, d))], {});
  let lines = "";
  if (k.fronts === "doors") for (let i = 1; i < k.count; i++) lines += line(-w + (2 * w * i) / k.count, y0 + 0.02, -w + (2 * w * i) / k.count, y1 - 0.02);
  if (k.fronts === "drawers") for (let i = 1; i < k.count; i++) lines += line(-w + 0.02, y0 + ((y1 - y0) * i) / k.count, w - 0.02, y0 + ((y1 - y0) * i) / k.count);
  if (k.fronts === "fluted") {
    const flutes = Math.round(k.width / 0.035);
    for (let i = 1; i < flutes; i++) lines += line(-w + (2 * w * i) / flutes, y0 + 0.015, -w + (2 * w * i) / flutes, y1 - 0.015);
  }
  let handles = "";
  if (k.fronts === "drawers") {
    for (let i = 0; i < k.count; i++) {
      const y = y0 + ((y1 - y0) * (i + 0.5)) / k.count;
      handles += mountedBox(c, m, [-0.07, 0.07], [y - 0.008, y + 0.008], [k.depth, k.depth + 0.015], { color: shade(k.color, 0.55) });
    }
  }
  if (k.fronts === "doors") {
    for (let i = 0; i < k.count; i++) {
      const s = -w + (2 * w * (i + (i % 2 === 0 ? 0.88 : 0.12))) / k.count;
      handles += mountedBox(c, m, [s - 0.006, s + 0.006], [y1 - 0.2, y1 - 0.08], [k.depth, k.depth + 0.015], { color: shade(k.color, 0.5) });
    }
  }
  const width = k.fronts === "fluted" ? 2.2 : 2;
  return `<g stroke="#000" stroke-opacity="${GAP_OPACITY}" stroke-width="${width}">${lines}</g>${handles}`;
}
