import type { Point } from "../geometry/point";
import { fmt } from "./paint";

/** Extra attributes for a shape: fill, opacity, filter and so on. */
export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? fmt(v) : v}"`)
    .join("");

export const pathData = (pts: readonly Point[]): string =>
  pts.length === 0 ? "" : `M${pts.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join("L")}Z`;

export const polygon = (pts: readonly Point[], a: Attrs): string =>
  pts.length < 3 ? "" : `<path d="${pathData(pts)}"${attrs(a)}/>`;

export const polyline = (pts: readonly Point[], a: Attrs): string =>
  pts.length < 2 ? "" : `<path d="M${pts.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join("L")}" fill="none"${attrs(a)}/>`;

export const ellipse = (c: Point, rx: number, ry: number, a: Attrs): string =>
  `<ellipse cx="${fmt(c[0])}" cy="${fmt(c[1])}" rx="${fmt(rx)}" ry="${fmt(ry)}"${attrs(a)}/>`;


