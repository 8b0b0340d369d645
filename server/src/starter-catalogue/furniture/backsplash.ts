import { projectPolygon, projectSegment } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { lit } from "../svg/lighting";
import { polygon, polyline } from "../svg/shapes";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";

/** Subway tiles: 7.5 × 15 cm, laid in a running bond. */
const TILE = { w: 0.15, h: 0.075 };

/** A band of subway tiles on the wall behind a worktop, from y0 to y1 (metres). */
export function drawBacksplash(c: Canvas, m: Mount, width: number, y0: number, y1: number, color: Hex, grout: Hex): string {
  const w = width / 2;
  const at = (s: number, y: number) => mountPoint(m, s, y, 0.002);
  let lines = "";
  let row = 0;
  for (let y = y0; y < y1 - 0.001; y += TILE.h, row++) {
    lines += polyline(projectSegment(c.cam, at(-w, y), at(w, y)), {});
    for (let s = -w + (row % 2 ? TILE.w / 2 : TILE.w); s < w; s += TILE.w) {
      lines += polyline(projectSegment(c.cam, at(s, y), at(s, Math.min(y1, y + TILE.h))), {});
    }
  }
  lines += polyline(projectSegment(c.cam, at(-w, y1), at(w, y1)), {});
  const band = projectPolygon(c.cam, [at(-w, y0), at(w, y0), at(w, y1), at(-w, y1)]);
  return polygon(band, { fill: lit(c, color, [0, 0, -1]) }) + `<g stroke="${grout}" stroke-width="2">${lines}</g>`;
}
