import type { Point } from "../geometry/point";
import type { Canvas } from "./canvas";
import type { Hex } from "./color";

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, Hex, number?];

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

const stopsSvg = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");

/** A linear gradient from one image point to another; returns the fill value. */
export function linear(c: Canvas, from: Point, to: Point, stops: readonly Stop[]): string {
  const id = c.uid("l");
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(from[0])}" y1="${fmt(from[1])}" x2="${fmt(to[0])}" y2="${fmt(to[1])}">${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A radial gradient, optionally squashed (ry/rx) for ellipses such as light pools. */
export function radial(c: Canvas, centre: Point, r: number, stops: readonly Stop[], squash = 1): string {
  const id = c.uid("r");
  const t = squash === 1 ? "" : ` gradientTransform="translate(0 ${fmt(centre[1] * (1 - squash))}) scale(1 ${squash})"`;
  c.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(centre[0])}" cy="${fmt(centre[1])}" r="${fmt(r)}"${t}>${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

export { fmt };

/** A linear gradient in the shape's own bounding box (0..1 each way): one def shared by many shapes. */
export function linearBox(c: Canvas, from: Point, to: Point, stops: readonly Stop[]): string {
  const id = c.uid("g");
  c.defs.push(
    `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}
