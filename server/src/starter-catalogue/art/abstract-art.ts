import type { Canvas } from "../svg/canvas";
import { mix, shade } from "../svg/color";
import { fmt, linear, radial } from "../svg/paint";
import { between } from "../../lib/random";

/** A rectangle in image pixels. */
export type Rect = { x: number; y: number; w: number; h: number };
export type ArtStyle = "arches" | "hills" | "shapes";

/** A warm mid-century palette that sits well on the house's neutral walls. */
const INKS = ["#c8643b", "#e0a84e", "#7f9471", "#2f4858", "#e8b4a0", "#b5523b"];
const PAPER = "#f3ece0";

const pickInk = (c: Canvas) => INKS[Math.floor(c.rand() * INKS.length)] ?? "#c8643b";

/** Concentric rainbow arches standing on a base line, with a small sun. */
function arches(c: Canvas, r: Rect): string {
  const cx = r.x + r.w / 2;
  const base = r.y + r.h * 0.8;
  let out = `<circle cx="${fmt(r.x + r.w * 0.76)}" cy="${fmt(r.y + r.h * 0.2)}" r="${fmt(r.w * 0.08)}" fill="${INKS[1]}"/>`;
  const bands = 5;
  for (let i = 0; i < bands; i++) {
    const rad = r.w * (0.38 - i * 0.065);
    out += `<path d="M${fmt(cx - rad)} ${fmt(base)}A${fmt(rad)} ${fmt(rad)} 0 0 1 ${fmt(cx + rad)} ${fmt(base)}Z" fill="${INKS[i % INKS.length]}"/>`;
  }
  return out + `<rect x="${fmt(r.x)}" y="${fmt(base)}" width="${fmt(r.w)}" height="${fmt(r.y + r.h - base)}" fill="${shade(PAPER, 0.94)}"/>`;
}

/** Layered rolling hills under a low sun, sky fading to the horizon. */
function hills(c: Canvas, r: Rect): string {
  const sky = linear(c, [r.x, r.y], [r.x, r.y + r.h * 0.6], [
    [0, "#f1d9c0"],
    [1, "#f6eadb"],
  ]);
  let out = `<rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.w)}" height="${fmt(r.h)}" fill="${sky}"/>`;
  out += `<circle cx="${fmt(r.x + r.w * 0.35)}" cy="${fmt(r.y + r.h * 0.42)}" r="${fmt(r.w * 0.14)}" fill="#e07a4f"/>`;
  const layers = ["#c9a37b", "#a0785a", "#6e7a63", "#3f5450"];
  layers.forEach((col, i) => {
    const top = r.y + r.h * (0.48 + i * 0.12);
    const a = between(c.rand, -0.08, 0.08) * r.h;
    const b = between(c.rand, -0.08, 0.08) * r.h;
    out +=
      `<path d="M${fmt(r.x)} ${fmt(top + a)}C${fmt(r.x + r.w * 0.3)} ${fmt(top - r.h * 0.1)} ${fmt(r.x + r.w * 0.6)} ${fmt(top + r.h * 0.08)} ${fmt(r.x + r.w)} ${fmt(top + b)}` +
      `L${fmt(r.x + r.w)} ${fmt(r.y + r.h)}L${fmt(r.x)} ${fmt(r.y + r.h)}Z" fill="${col}"/>`;
  });
  return out;
}

/** Cut-paper organic shapes, loosely after Matisse. */
function shapes(c: Canvas, r: Rect): string {
  let out = `<rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.w)}" height="${fmt(r.h)}" fill="${PAPER}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = r.x + between(c.rand, 0.2, 0.8) * r.w;
    const y = r.y + between(c.rand, 0.2, 0.8) * r.h;
    const s = between(c.rand, 0.14, 0.3) * Math.min(r.w, r.h);
    const k = () => between(c.rand, 0.6, 1.3) * s;
    out +=
      `<path d="M${fmt(x - k())} ${fmt(y)}C${fmt(x - k())} ${fmt(y - k())} ${fmt(x + k())} ${fmt(y - k())} ${fmt(x + k())} ${fmt(y)}` +
      `C${fmt(x + k())} ${fmt(y + k())} ${fmt(x - k())} ${fmt(y + k())} ${fmt(x - k())} ${fmt(y)}Z" fill="${pickInk(c)}" fill-opacity="0.92"/>`;
  }
  return out;
}

const STYLES: Record<ArtStyle, (c: Canvas, r: Rect) => string> = { arches, hills, shapes };

/** Paper texture: a faint warm vignette, so the print does not read as flat digital colour. */
function paper(c: Canvas, r: Rect): string {
  const fill = radial(c, [r.x + r.w * 0.4, r.y + r.h * 0.35], Math.hypot(r.w, r.h) * 0.7, [
    [0.5, "#000", 0],
    [1, mix("#000", "#6b4a2b", 0.5), 0.12],
  ]);
  return `<rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.w)}" height="${fmt(r.h)}" fill="${fill}"/>`;
}

/** An abstract print filling the rectangle, clipped to it. */
export function drawAbstractArt(c: Canvas, r: Rect, style: ArtStyle): string {
  const clip = c.uid("a");
  c.defs.push(`<clipPath id="${clip}"><rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.w)}" height="${fmt(r.h)}"/></clipPath>`);
  return `<g clip-path="url(#${clip})"><rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.w)}" height="${fmt(r.h)}" fill="${PAPER}"/>${STYLES[style](c, r)}${paper(c, r)}</g>`;
}
