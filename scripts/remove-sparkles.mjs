// Takes the sparkles out of a room photo: glossy light sampled 32 times leaves lone bright pixels
// on varnish, glazes and leaves (a bowl, a coffee table, a plant's stalks), which read at 1:1 as
// glitter no camera makes. See docs/decisions/0014-rendered-rooms.md.
import { luminance, NEIGHBOURS, readPhoto, writePhoto } from "./room-photo.mjs";

/** A pixel this much lighter (luminance, display levels) than all its 8 neighbours but one, or but two that are not opposite each other, is a sparkle; a lit line has two light neighbours, opposite, along it. */
const SPARKLE_LEVELS = 12;
/** Passes at most, and a pass that takes out fewer than this many is the last. */
const MAX_PASSES = 4;
const LAST_PASS_PIXELS = 50;
const INDICES = NEIGHBOURS.map((_, k) => k);

/**
 * @param {string} photoPath the room's photo.webp, rewritten in place
 * @returns {Promise<number>} how many pixels changed
 */
export async function removeSparkles(photoPath) {
  let { data: pixels, width: w, height: h } = await readPhoto(photoPath);
  let changed = 0;
  // Where they lie thick (a glaze's lit rim), taking out some leaves the others alone: more passes,
  // there only (near two removed already), so that a lit line's end is not eaten pixel by pixel.
  let removed = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { out, count, mask } = removePass(pixels, w, h, removed);
    pixels = out;
    removed = mask;
    changed += count;
    if (count < LAST_PASS_PIXELS) break;
  }
  await writePhoto(photoPath, pixels, w, h);
  return changed;
}

/**
 * @param {Uint8Array} src RGB
 * @param {number} w
 * @param {number} h
 * @param {Uint8Array | null} removed the pixels taken out so far (after the first pass)
 */
function removePass(src, w, h, removed) {
  const lum = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++) lum[p] = luminance(src[p * 3] ?? 0, src[p * 3 + 1] ?? 0, src[p * 3 + 2] ?? 0);
  const out = Uint8Array.from(src);
  const mask = removed ? Uint8Array.from(removed) : new Uint8Array(w * h);
  const offsets = NEIGHBOURS.map(([dy = 0, dx = 0]) => dy * w + dx);
  const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (removed && removedNear(removed, w, h, x, y) < 2) continue;
      // The neighbours' indices, lightest first.
      const order = [...INDICES].sort((a, b) => (lum[p + (offsets[b] ?? 0)] ?? 0) - (lum[p + (offsets[a] ?? 0)] ?? 0));
      const level = (/** @type {number} */ rank) => lum[p + (offsets[order[rank] ?? 0] ?? 0)] ?? 0;
      const here = lum[p] ?? 0;
      // One light neighbour at most (a pair of sparkles), or two that do not run through it in a line.
      const lone = here - level(1) > SPARKLE_LEVELS;
      const clustered = here - level(2) > SPARKLE_LEVELS && (order[0] ?? 0) + (order[1] ?? 0) !== 7;
      if (!lone && !clustered) continue;
      // The neighbours' median colour, channel by channel.
      for (let c = 0; c < 3; c++) out[p * 3 + c] = median(offsets.map((o) => src[(p + o) * 3 + c] ?? 0));
      mask[p] = 1;
      count++;
    }
  }
  return { out, count, mask };
}

/**
 * @param {Uint8Array} removed
 * @param {number} w
 * @param {number} h
 * @param {number} x
 * @param {number} y
 * @returns {number} how many pixels in the 5 × 5 round (x, y) were taken out
 */
function removedNear(removed, w, h, x, y) {
  let n = 0;
  for (let yy = Math.max(0, y - 2); yy <= Math.min(h - 1, y + 2); yy++) for (let xx = Math.max(0, x - 2); xx <= Math.min(w - 1, x + 2); xx++) n += removed[yy * w + xx] ?? 0;
  return n;
}
