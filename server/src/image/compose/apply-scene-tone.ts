import type { Point } from "../core";
import { quadDistanceTo } from "./quad-distance";
import type { PhotoRegion } from "./read-photo-around";
import type { PlacedLayer } from "./warp-into-quad";

/** The brightest pixels around the quad (this share) are the scene's white: paper, a white wall, a lamp's light. */
const WHITE_SHARE = 0.02;
/** Pixels this bright in every channel are blown (a window, a lamp), left out of the white. */
const BLOWN = 250;
/**
 * The brightest surface around at this luma (of 255) or more leaves the art's white white: a
 * white print is at least as bright as a painted wall beside it (paper reflects more), so only
 * a clearly dim scene dims the art.
 */
const FULL_WHITE = 200;
/** A dim photo dims the art, to this level at most: a print under a lamp is still a light thing in the room. */
const MIN_LEVEL = 0.72;
/** The scene's colour cast: each channel within this share of the others, carried this strongly (a red wall tints, it does not dye). */
const MAX_CAST = 0.1;
const CAST_STRENGTH = 0.6;
/** The darkest interior pixels (this share) are what black looks like there: glass and room light lift it. */
const BLACK_SHARE = 0.01;
/** Black is lifted at most this share of white: a dark picture's blacks are not the glass's haze. */
const MAX_BLACK = 0.05;

/** Per channel, what the art's 0 and 255 become in this photo. */
export type SceneTone = { black: [number, number, number]; white: [number, number, number] };

/** Pixels by luma (0–255): a count and RGB sums per level, so a share at either end is read without sorting. */
type LumaHistogram = { count: Float64Array; sums: Float64Array };

const histogram = (): LumaHistogram => ({ count: new Float64Array(256), sums: new Float64Array(256 * 3) });

function add(h: LumaHistogram, r: number, g: number, b: number): void {
  const l = Math.min(255, Math.round(0.299 * r + 0.587 * g + 0.114 * b));
  h.count[l]!++;
  h.sums[l * 3]! += r;
  h.sums[l * 3 + 1]! += g;
  h.sums[l * 3 + 2]! += b;
}

/** The mean colour of the brightest (`fromTop`) or darkest `share` of the pixels. */
function meanOfShare(h: LumaHistogram, share: number, fromTop: boolean): [number, number, number] {
  const total = h.count.reduce((a, b) => a + b, 0);
  const want = Math.max(1, total * share);
  const rgb = [0, 0, 0];
  let taken = 0;
  for (let i = 0; i < 256 && taken < want; i++) {
    const l = fromTop ? 255 - i : i;
    const n = h.count[l]!;
    if (n === 0) continue;
    const part = Math.min(1, (want - taken) / n);
    for (let c = 0; c < 3; c++) rgb[c]! += h.sums[l * 3 + c]! * part;
    taken += n * part;
  }
  return rgb.map((v) => (taken > 0 ? v / taken : 0)) as [number, number, number];
}

/**
 * The exposure and colour of the light around a quad: its white (the mean colour of the
 * brightest 2 % of the photo around, given a floor and a bounded cast) and its black (the
 * darkest 1 % inside, the old picture seen through glass and room light, bounded).
 */
export function measureSceneTone(photo: PhotoRegion, quad: Point[]): SceneTone {
  const { data, width, height } = photo.pixels;
  const all = histogram();
  const inside = histogram();
  const distance = quadDistanceTo(quad);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      // A blown window or lamp is a light, not a white thing lit by it.
      if (Math.min(data[o]!, data[o + 1]!, data[o + 2]!) < BLOWN) add(all, data[o]!, data[o + 1]!, data[o + 2]!);
      if (distance(photo.left + x + 0.5, photo.top + y + 0.5) < -1) add(inside, data[o]!, data[o + 1]!, data[o + 2]!);
    }
  }
  const top = meanOfShare(all, WHITE_SHARE, true);
  const topLuma = 0.299 * top[0] + 0.587 * top[1] + 0.114 * top[2];
  const level = Math.min(1, Math.max(MIN_LEVEL, topLuma / FULL_WHITE));
  const white = top.map((v) => {
    const cast = topLuma > 0 ? Math.min(1 + MAX_CAST, Math.max(1 - MAX_CAST, v / topLuma)) : 1;
    return Math.min(255, 255 * level * (1 + CAST_STRENGTH * (cast - 1)));
  }) as [number, number, number];
  const dark = meanOfShare(inside, BLACK_SHARE, false);
  const black = dark.map((v, c) => Math.min(v, MAX_BLACK * white[c]!)) as [number, number, number];
  return { black, white };
}

/** Maps the art's levels onto the scene's: 0 → black, 255 → white, per channel. */
export function applySceneTone(layer: PlacedLayer, tone: SceneTone): void {
  const { data, width, height, channels } = layer.image;
  const scale = tone.white.map((w, c) => (w - tone.black[c]!) / 255);
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    for (let c = 0; c < 3; c++) data[o + c] = Math.round(tone.black[c]! + data[o + c]! * scale[c]!);
  }
}
