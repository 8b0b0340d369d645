// Repairs a room photo rendered before render.py's `repair_creases`: the pixels on its creases (the
// mask `--creases-only 1` writes) that stand out of the line as dots are held within the range of
// their neighbours off the crease. See catalogue/scenes/lib/render.py.
import sharp from "sharp";
import { luminance, NEIGHBOURS, readPhoto, writePhoto } from "./room-photo.mjs";

/** A crease pixel this far (grey levels) from each of its neighbours along the crease is a dot; nearer one, a line in the picture (a lit edge, a groove, a stem). */
const ALONG_LEVELS = 12;

/**
 * @param {string} photoPath the room's photo.webp, rewritten in place
 * @param {string} creasesPath the crease mask (white on the creases), the photo's size
 * @returns {Promise<number>} how many pixels changed
 */
export async function repairCreases(photoPath, creasesPath) {
  const { data: src, width: w, height: h } = await readPhoto(photoPath);
  const mask = await sharp(creasesPath).greyscale().raw().toBuffer();
  if (mask.length !== w * h) throw new Error(`${creasesPath} is not the size of ${photoPath}`);
  const out = Uint8Array.from(src);
  const px = (/** @type {number} */ i) => [src[i] ?? 0, src[i + 1] ?? 0, src[i + 2] ?? 0];
  const lum = (/** @type {number[]} */ [r = 0, g = 0, b = 0]) => luminance(r, g, b);
  let changed = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      if ((mask[y * w + x] ?? 0) < 128) continue;
      const here = px((y * w + x) * 3);
      const lo = [255, 255, 255];
      const hi = [0, 0, 0];
      const along = [];
      for (const [dy = 0, dx = 0] of NEIGHBOURS) {
        const n = (y + dy) * w + x + dx;
        const near = px(n * 3);
        if ((mask[n] ?? 0) >= 128) along.push(lum(near));
        else near.forEach((v, c) => ((lo[c] = Math.min(lo[c] ?? v, v)), (hi[c] = Math.max(hi[c] ?? v, v))));
      }
      // A crease is a line (a lone masked pixel is the mask's noise: a fabric's bump), and a pixel
      // like any of its neighbours along it is part of a line in the picture (a groove), not a dot.
      if (along.length === NEIGHBOURS.length || along.length < 2 || along.some((v) => Math.abs(lum(here) - v) <= ALONG_LEVELS)) continue;
      const held = here.map((v, c) => Math.min(hi[c] ?? v, Math.max(lo[c] ?? v, v)));
      if (held.every((v, c) => v === here[c])) continue;
      out.set(held, (y * w + x) * 3);
      changed++;
    }
  }
  await writePhoto(photoPath, out, w, h);
  return changed;
}
