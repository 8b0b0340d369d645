import type { Canvas } from "../svg/canvas";
import { fmt, linear } from "../svg/paint";
import type { Rect } from "./abstract-art";

/** Strength of the reflection on glazed art: felt more than seen. */
const SHEEN_OPACITY = 0.14;

/** A diagonal reflection of the room's window across the glass, plus the mat's shadow on the print. */
export function drawGlassSheen(c: Canvas, r: Rect): string {
  const fill = linear(c, [r.x, r.y], [r.x + r.w, r.y + r.h], [
    [0, "#fff", 0],
    [0.28, "#fff", SHEEN_OPACITY],
    [0.4, "#fff", 0.02],
    [0.55, "#fff", SHEEN_OPACITY * 0.6],
    [0.7, "#fff", 0],
  ]);
  const edge = Math.max(2, r.w * 0.012);
  const top = linear(c, [r.x, r.y], [r.x, r.y + edge * 2], [
    [0, "#000", 0.25],
    [1, "#000", 0],
  ]);
  const left = linear(c, [r.x, r.y], [r.x + edge * 2, r.y], [
    [0, "#000", 0.2],
    [1, "#000", 0],
  ]);
  const rect = (f: string, w = r.w, h = r.h) => `<rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${f}"/>`;
  return rect(top, r.w, edge * 2) + rect(left, edge * 2, r.h) + rect(fill);
}
