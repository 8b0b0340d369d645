import type { Layer, LayerEffectShadow } from "ag-psd";
import { ImageError } from "../core";
import type { PlacedPixels, PsdBlendMode, PsdMask, PsdPixelLayer } from "./psd-document";

type Box = { left: number; top: number; width: number; height: number };

const refuse = (message: string) => new ImageError("psd_unsupported", message);

/** The layer's coverage (pixels' alpha × mask, 0–1) over `box`, zero outside its pixels. */
function shapeAlpha(pixels: PlacedPixels, mask: PsdMask | undefined, box: Box): Float32Array {
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

const pixelsValue = (v: { value: number; units: string } | undefined, what: string, name: string): number => {
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
function colouredPixels(box: Box, alpha: Float32Array, color: [number, number, number]): PlacedPixels {
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

/**
 * A layer's enabled Drop Shadows as pixel layers to draw below it (bottom first): its shape
 * (pixels and mask) moved `distance` away from the light (`angle`, or the document's global
 * light), spread, blurred over `size`, in the shadow's colour; where the layer covers it, knocked
 * out ("Layer Knocks Out Drop Shadow"). Photoshop computes them from the layer's own pixels, so
 * they are computed once, at reading, over `document`.
 */
export function dropShadowLayers(layer: Layer, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, globalAngle: number, document: Box, blendOf: (mode: string, what: string) => PsdBlendMode): PsdPixelLayer[] {
  const { effects } = layer;
  if (!effects || effects.disabled) return [];
  return (effects.dropShadow ?? [])
    .filter((e) => e.enabled !== false)
    .reverse()
    .map((e) => {
      checkShadow(e, "Drop Shadow", name);
      const size = pixelsValue(e.size, "Drop Shadow size", name);
      const distance = pixelsValue(e.distance, "Drop Shadow distance", name);
      const spread = Math.min(100, pixelsValue(e.choke, "Drop Shadow spread", name)) / 100;
      const angle = ((e.useGlobalLight !== false ? globalAngle : (e.angle ?? 120)) * Math.PI) / 180;
      const dx = Math.round(-distance * Math.cos(angle));
      const dy = Math.round(distance * Math.sin(angle));
      const pad = Math.ceil(size) + 2;
      const own = { left: pixels.left, top: pixels.top, width: pixels.image.width, height: pixels.image.height };
      const grown = { left: own.left + Math.min(0, dx) - pad, top: own.top + Math.min(0, dy) - pad, right: own.left + own.width + Math.max(0, dx) + pad, bottom: own.top + own.height + Math.max(0, dy) + pad };
      const left = Math.max(document.left, grown.left);
      const top = Math.max(document.top, grown.top);
      const box = { left, top, width: Math.max(1, Math.min(document.left + document.width, grown.right) - left), height: Math.max(1, Math.min(document.top + document.height, grown.bottom) - top) };
      // The shape read from where the shadow lands: the layer's pixel at (x − dx, y − dy).
      const alpha = shapeAlpha({ ...pixels, left: pixels.left + dx, top: pixels.top + dy }, mask && { ...mask, left: mask.left + dx, top: mask.top + dy }, box);
      blurAlpha(alpha, box.width, box.height, size * (1 - spread));
      if (spread > 0) for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, alpha[i]! / (1 - spread + 1e-6));
      if (e.layerConceals !== false) {
        const cover = shapeAlpha(pixels, mask, box);
        for (let i = 0; i < alpha.length; i++) alpha[i] = alpha[i]! * (1 - cover[i]!);
      }
      const c = e.color && "r" in e.color ? e.color : { r: 0, g: 0, b: 0 };
      const shadow: PsdPixelLayer = {
        kind: "pixels",
        name: `${name} (Drop Shadow)`,
        blend: blendOf(e.blendMode ?? "multiply", `The Drop Shadow of layer “${name}”`),
        opacity: e.opacity ?? 0.75,
        fill: 1,
        clipping: false,
        pixels: colouredPixels(box, alpha, [Math.round(c.r), Math.round(c.g), Math.round(c.b)]),
      };
      return shadow;
    });
}
