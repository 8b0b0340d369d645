import { project } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { shade } from "../svg/color";
import { polyline } from "../svg/shapes";
import { mountedBox } from "./box";
import { mountedShadow } from "./contact-shadow";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";
import { drawPillow } from "./pillow";

export type BedSpec = { mount: Mount; width: number; headboard: Hex; linen: Hex; throwColor: Hex; pillows: Hex[] };

/** Bed dimensions in metres: a 1.2 m upholstered headboard, mattress top at 0.6, 2.1 m long. */
const BED = { head: 1.2, headDepth: 0.09, base: 0.32, top: 0.6, length: 2.1, channel: 0.16 };

/** A made double bed seen from its foot: channel-tufted headboard, duvet, sleeping and accent pillows, a throw. */
export function drawBed(c: Canvas, b: BedSpec): string {
  const m = b.mount;
  const w = b.width / 2;
  let out = mountedShadow(c, m, [-w - 0.06, w + 0.08], [0, BED.length + 0.05], 0.05);
  out += mountedBox(c, m, [-w - 0.06, w + 0.06], [0, BED.head], [0, BED.headDepth], { color: b.headboard, radius: 0.05 });
  let channels = "";
  for (let s = -w - 0.06 + BED.channel; s < w + 0.04; s += BED.channel) {
    channels += polyline([project(c.cam, mountPoint(m, s, 0.35, BED.headDepth)), project(c.cam, mountPoint(m, s, BED.head - 0.05, BED.headDepth))], {});
  }
  out += `<g stroke="#000" stroke-opacity="0.18" stroke-width="3">${channels}</g>`;
  out += mountedBox(c, m, [-w, w], [0.08, BED.base + 0.05], [BED.headDepth, BED.length], { color: shade(b.headboard, 0.9) });
  out += mountedBox(c, m, [-w + 0.01, w - 0.01], [BED.base, BED.top], [BED.headDepth + 0.01, BED.length + 0.02], { color: b.linen, radius: 0.06, fade: 0.2 });
  for (const s of [-w / 2, w / 2]) {
    out += drawPillow(c, mountPoint(m, s, BED.top - 0.03, BED.headDepth + 0.2), 620, shade(b.linen, 0.98), s < 0 ? -3 : 3);
  }
  b.pillows.forEach((p, i) => {
    const s = (i - (b.pillows.length - 1) / 2) * 0.42;
    out += drawPillow(c, mountPoint(m, s, BED.top - 0.02, BED.headDepth + 0.38), 430, p, (i - 0.5) * 6);
  });
  out += mountedBox(c, m, [-w - 0.015, w + 0.015], [BED.top - 0.2, BED.top + 0.025], [BED.length - 0.5, BED.length + 0.04], {
    color: b.throwColor,
    radius: 0.04,
    fade: 0.25,
  });
  return out;
}
