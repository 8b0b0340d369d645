import type { Layer } from "ag-psd";
import type { PlacedPixels, PsdBlendMode, PsdMask, PsdPixelLayer } from "./psd-document";
import { type Box, colouredPixels, effectLayer, pixelsValue, refuse, shapeAlpha } from "./psd-effects";

const R2 = Math.SQRT2;
const R5 = Math.sqrt(5);

/**
 * Photoshop's stroke distance, read off its own strokes (a 38 px stroke round a circle is 39.1 px
 * along the axes and 38.2 at 15°): not Euclidean but the gauge of the 16-gon whose corners point
 * along (1,0), (2,1), (1,1) and their mirrors, as a 5×5 chamfer distance measures.
 */
function gauge(vx: number, vy: number): number {
  let a = Math.abs(vx);
  let b = Math.abs(vy);
  if (b > a) [a, b] = [b, a];
  return a >= 2 * b ? a - 2 * b + b * R5 : (a - b) * R5 + (2 * b - a) * R2;
}

/** The 5×5 chamfer's neighbours met before a pixel in a forward raster scan (mirrored going back). */
const BEFORE: [number, number][] = [[-1, 0], [0, -1], [-1, -1], [1, -1], [-2, -1], [2, -1], [-1, -2], [1, -2]];

/**
 * Each pixel centre's signed distance (`gauge`, positive outside) to the shape's anti-aliased edge:
 * every pixel the edge crosses places its point of the edge half-coverage along the coverage's
 * gradient, and two raster scans hand each pixel its nearest such point from its neighbours.
 */
function edgeDistance(cover: Float32Array, width: number, height: number): Float32Array {
  const ex = new Float64Array(cover.length).fill(NaN);
  const ey = new Float64Array(cover.length).fill(NaN);
  const d = new Float64Array(cover.length).fill(Infinity);
  const c = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : cover[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = c(x, y);
      const side = v >= 0.5;
      const crossed = (v > 0 && v < 1) || c(x - 1, y) >= 0.5 !== side || c(x + 1, y) >= 0.5 !== side || c(x, y - 1) >= 0.5 !== side || c(x, y + 1) >= 0.5 !== side;
      if (!crossed) continue;
      const gx = c(x + 1, y) - c(x - 1, y) + (c(x + 1, y - 1) - c(x - 1, y - 1) + c(x + 1, y + 1) - c(x - 1, y + 1)) / 2;
      const gy = c(x, y + 1) - c(x, y - 1) + (c(x - 1, y + 1) - c(x - 1, y - 1) + c(x + 1, y + 1) - c(x + 1, y - 1)) / 2;
      const length = Math.hypot(gx, gy);
      if (length === 0) continue;
      // The edge lies (v − ½) px outward (against the gradient) from the centre.
      const i = y * width + x;
      ex[i] = x - (gx / length) * (v - 0.5);
      ey[i] = y - (gy / length) * (v - 0.5);
      d[i] = gauge(x - ex[i]!, y - ey[i]!);
    }
  }
  for (const step of [1, -1]) {
    for (let y = step === 1 ? 0 : height - 1; y >= 0 && y < height; y += step) {
      for (let x = step === 1 ? 0 : width - 1; x >= 0 && x < width; x += step) {
        const i = y * width + x;
        for (const [dx, dy] of BEFORE) {
          const nx = x + dx * step;
          const ny = y + dy * step;
          const n = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || Number.isNaN(ex[n]!)) continue;
          const distance = gauge(x - ex[n]!, y - ey[n]!);
          if (distance < d[i]!) [d[i], ex[i], ey[i]] = [distance, ex[n]!, ey[n]!];
        }
      }
    }
  }
  return Float32Array.from(d, (distance, i) => (cover[i]! >= 0.5 ? -distance : distance));
}

/** Where the stroke's band lies, in px from the shape's edge: outside it (under the layer's own edge), inside, or centred on it. */
const BANDS: Record<string, (size: number) => [number, number]> = { outside: (size) => [-Infinity, size], inside: (size) => [-size, 0], center: (size) => [-size / 2, size / 2] };

/**
 * A layer's enabled Strokes (one colour each) as pixel layers, bottom first: the band `size` px
 * wide along the edge of its shape (pixels × mask), outside it, inside or centred, anti-aliased
 * over a pixel, by `edgeDistance`. Outside strokes go below the layer (its soft edge shows over
 * them), the others above it.
 */
export function strokeLayers(layer: Layer, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, document: Box, blendOf: (mode: string, what: string) => PsdBlendMode): { below: PsdPixelLayer[]; above: PsdPixelLayer[] } {
  const { effects } = layer;
  const none = { below: [], above: [] };
  if (!effects || effects.disabled) return none;
  const strokes = (effects.stroke ?? []).filter((e) => e.enabled !== false);
  if (!strokes.length) return none;
  for (const e of strokes) {
    if (e.fillType && e.fillType !== "color") throw refuse(`The Stroke of layer “${name}” is filled with a ${e.fillType}, which templates do not render yet: fill it with a colour, then save again`);
    if (e.color && !("r" in e.color)) throw refuse(`The Stroke of layer “${name}” has a colour in a mode other than RGB: pick its colour again in RGB, then save again`);
  }
  const reach = Math.ceil(Math.max(...strokes.map((e) => pixelsValue(e.size, "Stroke size", name)))) + 2;
  const left = Math.max(document.left, pixels.left - reach);
  const top = Math.max(document.top, pixels.top - reach);
  const right = Math.min(document.left + document.width, pixels.left + pixels.image.width + reach);
  const bottom = Math.min(document.top + document.height, pixels.top + pixels.image.height + reach);
  const box = { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  const cover = shapeAlpha(pixels, mask, box);
  const signed = edgeDistance(cover, box.width, box.height);
  // The first stroke listed is on top, and shows alone where it lies: each stroke takes what those above it leave.
  const taken = new Float32Array(cover.length);
  const layers = strokes
    .map((e) => {
      const [from, to] = BANDS[e.position ?? "outside"]!(pixelsValue(e.size, "Stroke size", name));
      const alpha = new Float32Array(cover.length);
      for (let i = 0; i < alpha.length; i++) {
        const s = signed[i]!;
        const own = Math.max(0, Math.min(1, s - from + 0.5, to - s + 0.5));
        alpha[i] = own * (1 - taken[i]!);
        taken[i] = taken[i]! + alpha[i]!;
      }
      const c = e.color && "r" in e.color ? e.color : { r: 0, g: 0, b: 0 };
      const stroke = effectLayer(`${name} (Stroke)`, blendOf(e.blendMode ?? "normal", `The Stroke of layer “${name}”`), e.opacity ?? 1, colouredPixels(box, alpha, [Math.round(c.r), Math.round(c.g), Math.round(c.b)]));
      return { stroke, outside: (e.position ?? "outside") === "outside" };
    })
    .reverse();
  return { below: layers.filter((l) => l.outside).map((l) => l.stroke), above: layers.filter((l) => !l.outside).map((l) => l.stroke) };
}
