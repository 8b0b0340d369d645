import type { Layer, LayerEffectShadow } from "ag-psd";
import { ImageError } from "../core";
import type { PlacedPixels, PsdBlendMode, PsdMask, PsdPixelLayer } from "./psd-document";

export type Box = { left: number; top: number; width: number; height: number };

export const refuse = (message: string) => new ImageError("psd_unsupported", message);

/** The layer's coverage (pixels' alpha × mask, 0–1) over `box`, zero outside its pixels. */
export function shapeAlpha(pixels: PlacedPixels, mask: PsdMask | undefined, box: Box): Float32Array {
  const out = new Float32Array(box.width * box.height);
  const { image, left, top } = pixels;
  const x0 = Math.max(left, box.left);
  const y0 = Math.max(top, box.top);
  const x1 = Math.min(left + image.width, box.left + box.width);
  const y1 = Math.min(top + image.height, box.top + box.height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let a = image.data[((y - top) * image.width + (x - left)) * 4 + 3]! / 255;
      if (mask) {
        const inside = x >= mask.left && y >= mask.top && x < mask.left + mask.width && y < mask.top + mask.height;
        a *= (inside ? mask.data[(y - mask.top) * mask.width + (x - mask.left)]! : mask.outside) / 255;
      }
      out[(y - box.top) * box.width + (x - box.left)] = a;
    }
  }
  return out;
}

/** One box blur pass of radius `r` along rows (`step` 1) or columns (`step` width), in place via `tmp`. */
function boxPass(a: Float32Array, tmp: Float32Array, count: number, length: number, stride: number, step: number, r: number): void {
  const n = 2 * r + 1;
  for (let line = 0; line < count; line++) {
    const base = line * stride;
    let sum = 0;
    for (let i = -r; i <= r; i++) sum += i >= 0 && i < length ? a[base + i * step]! : 0;
    for (let i = 0; i < length; i++) {
      tmp[i] = sum / n;
      const out = i - r;
      const into = i + r + 1;
      if (out >= 0) sum -= a[base + out * step]!;
      if (into < length) sum += a[base + into * step]!;
    }
    for (let i = 0; i < length; i++) a[base + i * step] = tmp[i]!;
  }
}

/** Photoshop's effect blur over `size` pixels is close to a Gaussian of σ = 0.42 × size (fitted on psd-tools' and ag-psd's Photoshop files). */
const SIGMA_PER_SIZE = 0.42;

/** Blurs a coverage map as Photoshop's layer-effect Size does: three box passes each way approximating the Gaussian. */
function blurAlpha(a: Float32Array, width: number, height: number, size: number): void {
  if (size <= 0) return;
  const tmp = new Float32Array(Math.max(width, height));
  for (const r of boxRadii(SIGMA_PER_SIZE * size)) {
    if (r === 0) continue;
    boxPass(a, tmp, height, width, width, 1, r);
    boxPass(a, tmp, width, height, 1, width, r);
  }
}

/** The radii of three box blurs whose sum has the variance of a Gaussian of `sigma` (Kutskir's boxes for Gauss). */
function boxRadii(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const wider = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  return [0, 1, 2].map((i) => ((i < wider ? lower : lower + 2) - 1) / 2);
}

export const pixelsValue = (v: { value: number; units: string } | undefined, what: string, name: string): number => {
  if (!v) return 0;
  if (v.units !== "Pixels" && v.units !== "Percent") throw refuse(`The ${what} of layer “${name}” is measured in ${v.units}, which templates do not render: set it in pixels, then save again`);
  return v.value;
};

const isLinear = (e: { contour?: { curve: { x: number; y: number }[] } }) => !e.contour || e.contour.curve.every((p) => Math.abs(p.x - p.y) < 1);

/** Checks an effect's options against what is rendered, refusing the rest by name. */
function checkShadow(e: LayerEffectShadow, what: string, name: string): void {
  if (!isLinear(e)) throw refuse(`The ${what} of layer “${name}” uses a contour other than Linear, which templates do not render yet: set its contour to Linear, then save again`);
  if ((e as { noise?: number }).noise) throw refuse(`The ${what} of layer “${name}” uses Noise, which templates do not render: set Noise to 0 %, then save again`);
  if (e.color && !("r" in e.color)) throw refuse(`The ${what} of layer “${name}” has a colour in a mode other than RGB: pick its colour again in RGB, then save again`);
}

/** Straight RGBA pixels of one colour over `box` with `alpha` as coverage; empty rows and columns around it dropped. */
export function colouredPixels(box: Box, alpha: Float32Array, color: [number, number, number]): PlacedPixels {
  let x0 = box.width;
  let y0 = box.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      if (alpha[y * box.width + x]! < 0.5 / 255) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  if (x1 < 0) return { left: box.left, top: box.top, image: { data: new Uint8Array(4), width: 1, height: 1, channels: 4 } };
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = color[0];
      data[o + 1] = color[1];
      data[o + 2] = color[2];
      data[o + 3] = Math.round(Math.min(1, Math.max(0, alpha[(y + y0) * box.width + x + x0]!)) * 255);
    }
  }
  return { left: box.left + x0, top: box.top + y0, image: { data, width, height, channels: 4 } };
}

type ShadowKind = "dropShadow" | "innerShadow";
const SHADOW_NAMES: Record<ShadowKind, string> = { dropShadow: "Drop Shadow", innerShadow: "Inner Shadow" };

/**
 * One shadow's coverage over `box`: the layer's shape (pixels × mask) moved `distance` away from
 * the light (`angle`, or the document's global light); for an Inner Shadow, what lies outside the
 * shape, moved so, then kept inside the shape. Spread (Choke) as a gain on the coverage blurred
 * over the rest of `size`.
 */
function shadowAlpha(kind: ShadowKind, e: LayerEffectShadow, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, globalAngle: number, box: Box): Float32Array {
  const what = SHADOW_NAMES[kind];
  const size = pixelsValue(e.size, `${what} size`, name);
  const distance = pixelsValue(e.distance, `${what} distance`, name);
  const spread = Math.min(99, pixelsValue(e.choke, `${what} ${kind === "dropShadow" ? "spread" : "choke"}`, name)) / 100;
  const angle = ((e.useGlobalLight !== false ? globalAngle : (e.angle ?? 120)) * Math.PI) / 180;
  const dx = Math.round(-distance * Math.cos(angle));
  const dy = Math.round(distance * Math.sin(angle));
  // The shape read from where the shadow lands: the layer's pixel at (x − dx, y − dy).
  const alpha = shapeAlpha({ ...pixels, left: pixels.left + dx, top: pixels.top + dy }, mask && { ...mask, left: mask.left + dx, top: mask.top + dy }, box);
  if (kind === "innerShadow") for (let i = 0; i < alpha.length; i++) alpha[i] = 1 - alpha[i]!;
  blurAlpha(alpha, box.width, box.height, size * (1 - spread));
  if (spread > 0) for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, alpha[i]! / (1 - spread));
  // A drop shadow is knocked out where the layer covers it ("Layer Knocks Out Drop Shadow"); an inner shadow kept where it does.
  if (kind === "innerShadow" || e.layerConceals !== false) {
    const cover = shapeAlpha(pixels, mask, box);
    for (let i = 0; i < alpha.length; i++) alpha[i] = alpha[i]! * (kind === "innerShadow" ? cover[i]! : 1 - cover[i]!);
  }
  return alpha;
}

/**
 * A layer's enabled Drop Shadows (to draw below it) or Inner Shadows (above it, inside its shape),
 * bottom first, as pixel layers in their colour, blend mode and opacity. Photoshop computes them
 * from the layer's own pixels, so they are computed once, at reading; a drop shadow within
 * `document`, an inner shadow over the layer's box grown by its reach (its edges see outside).
 */
export function shadowLayers(kind: ShadowKind, layer: Layer, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, globalAngle: number, document: Box, blendOf: (mode: string, what: string) => PsdBlendMode): PsdPixelLayer[] {
  const { effects } = layer;
  if (!effects || effects.disabled) return [];
  const what = SHADOW_NAMES[kind];
  return (effects[kind] ?? [])
    .filter((e) => e.enabled !== false)
    .reverse()
    .map((e) => {
      checkShadow(e, what, name);
      const reach = Math.ceil(pixelsValue(e.size, `${what} size`, name) + pixelsValue(e.distance, `${what} distance`, name)) + 2;
      const grown = { left: pixels.left - reach, top: pixels.top - reach, right: pixels.left + pixels.image.width + reach, bottom: pixels.top + pixels.image.height + reach };
      const clip = kind === "dropShadow" ? document : { left: grown.left, top: grown.top, width: grown.right - grown.left, height: grown.bottom - grown.top };
      const left = Math.max(clip.left, grown.left);
      const top = Math.max(clip.top, grown.top);
      const box = { left, top, width: Math.max(1, Math.min(clip.left + clip.width, grown.right) - left), height: Math.max(1, Math.min(clip.top + clip.height, grown.bottom) - top) };
      const alpha = shadowAlpha(kind, e, name, pixels, mask, globalAngle, box);
      const c = e.color && "r" in e.color ? e.color : { r: 0, g: 0, b: 0 };
      const shadow = effectLayer(`${name} (${what})`, blendOf(e.blendMode ?? "multiply", `The ${what} of layer “${name}”`), e.opacity ?? 0.75, colouredPixels(box, alpha, [Math.round(c.r), Math.round(c.g), Math.round(c.b)]), kind === "innerShadow");
      return shadow;
    });
}

/** How Range reshapes a soft glow's blurred coverage: divided by the range, capped at 1 (fitted on psd-tools' file: range 50 %, size 41). */
const RANGE_GAIN = 1;

/**
 * A layer's enabled Outer Glow (Softer, one colour, Linear contour) as a pixel layer to draw
 * below it: its shape spread and blurred over `size` around it, knocked out under the layer.
 */
export function outerGlowLayers(layer: Layer, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, document: Box, blendOf: (mode: string, what: string) => PsdBlendMode): PsdPixelLayer[] {
  const glow = layer.effects?.outerGlow;
  if (!glow || layer.effects?.disabled || glow.enabled === false) return [];
  if ((glow as { technique?: string }).technique === "precise") throw refuse(`The Outer Glow of layer “${name}” uses the Precise technique, which templates do not render yet: set it to Softer, then save again`);
  if ((glow as { gradient?: unknown }).gradient && !glow.color) throw refuse(`The Outer Glow of layer “${name}” is a gradient, which templates do not render yet: give it one colour, then save again`);
  if (glow.jitter) throw refuse(`The Outer Glow of layer “${name}” uses Jitter, which templates do not render: set Jitter to 0 %, then save again`);
  const shadow: LayerEffectShadow = { ...glow, distance: { value: 0, units: "Pixels" }, layerConceals: true, useGlobalLight: false };
  checkShadow(shadow, "Outer Glow", name);
  const reach = Math.ceil(pixelsValue(glow.size, "Outer Glow size", name)) + 2;
  const left = Math.max(document.left, pixels.left - reach);
  const top = Math.max(document.top, pixels.top - reach);
  const right = Math.min(document.left + document.width, pixels.left + pixels.image.width + reach);
  const bottom = Math.min(document.top + document.height, pixels.top + pixels.image.height + reach);
  const box = { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  const alpha = shadowAlpha("dropShadow", shadow, name, pixels, mask, 0, box);
  const range = Math.max(0.01, glow.range ?? 0.5);
  for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, alpha[i]! / (range * RANGE_GAIN));
  const c = glow.color && "r" in glow.color ? glow.color : { r: 255, g: 255, b: 190 };
  return [effectLayer(`${name} (Outer Glow)`, blendOf(glow.blendMode ?? "screen", `The Outer Glow of layer “${name}”`), glow.opacity ?? 0.75, colouredPixels(box, alpha, [Math.round(c.r), Math.round(c.g), Math.round(c.b)]))];
}

/** An effect drawn as a pixel layer of its own: its pixels in the effect's blend mode and opacity (`clipping`: inside the layer's shape). */
export function effectLayer(name: string, blend: PsdBlendMode, opacity: number, pixels: PlacedPixels, clipping = false): PsdPixelLayer {
  return { kind: "pixels", name, blend, opacity, fill: 1, clipping, pixels };
}
