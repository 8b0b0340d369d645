import type { Layer } from "ag-psd";
import type { PlacedPixels, PsdBlendMode, PsdMask, PsdPixelLayer } from "./psd-document";
import { type Box, colouredPixels, effectLayer, pixelsValue, refuse, shapeAlpha } from "./psd-effects";

const INF = 1e20;

/** Felzenszwalb and Huttenlocher's squared distance transform of one line of `f` (0 on the set, INF off it), in place. */
function distanceLine(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  for (let q = 1; q < n; q++) {
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k--;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    d[q] = (q - v[k]!) ** 2 + f[v[k]!]!;
  }
  for (let q = 0; q < n; q++) f[q] = d[q]!;
}

/** Each pixel's Euclidean distance (px, centre to centre) to the nearest pixel where `on` holds. */
function distanceTo(on: (i: number) => boolean, width: number, height: number): Float64Array {
  const grid = new Float64Array(width * height);
  for (let i = 0; i < grid.length; i++) grid[i] = on(i) ? 0 : INF;
  const n = Math.max(width, height);
  const [line, d, z, v] = [new Float64Array(n), new Float64Array(n), new Float64Array(n + 1), new Int32Array(n)];
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = grid[y * width + x]!;
    distanceLine(line, height, d, v, z);
    for (let y = 0; y < height; y++) grid[y * width + x] = line[y]!;
  }
  for (let y = 0; y < height; y++) {
    const row = grid.subarray(y * width, (y + 1) * width);
    line.set(row);
    distanceLine(line, width, d, v, z);
    row.set(line.subarray(0, width));
  }
  for (let i = 0; i < grid.length; i++) grid[i] = Math.sqrt(grid[i]!);
  return grid;
}

/**
 * A pixel is in the shape from this coverage on: Photoshop measures a stroke from the faint outer
 * rim of an anti-aliased edge (fitted on ag-psd's Photoshop files: 2.1/255 where the strokes show,
 * against 5.6 from the half-covered pixels).
 */
const SHAPE_THRESHOLD = 0.1;

/** Where the stroke's band lies, in px from the shape's edge: outside it (under the layer's own edge), inside, or centred on it. */
const BANDS: Record<string, (size: number) => [number, number]> = { outside: (size) => [-Infinity, size], inside: (size) => [-size, 0], center: (size) => [-size / 2, size / 2] };

/**
 * A layer's enabled Strokes (one colour each) as pixel layers, bottom first: the band `size` px
 * wide along the edge of its shape (pixels × mask), outside it, inside or centred, anti-aliased
 * over a pixel. A pixel's signed distance to the edge is its distance to the nearest pixel across
 * (`SHAPE_THRESHOLD`), less half a pixel, moved by how far its own coverage is from one half.
 * Outside strokes go below the layer (its soft edge shows over them), the others above it.
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
  const inside = (i: number) => cover[i]! >= SHAPE_THRESHOLD;
  const toInside = distanceTo(inside, box.width, box.height);
  const toOutside = distanceTo((i) => !inside(i), box.width, box.height);
  // Signed distance to the edge, positive outside the shape.
  const signed = new Float32Array(cover.length);
  for (let i = 0; i < cover.length; i++) signed[i] = (inside(i) ? 0.5 - toOutside[i]! : toInside[i]! - 0.5) + (0.5 - cover[i]!);
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
