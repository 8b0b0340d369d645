// Lays a room's glass objects, rendered again in their boxes (render.py's `--glass-only 1`), into
// its photo: where the camera sees through glass (the mask), the new pixels; elsewhere the photo.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readPhoto, writePhoto } from "./room-photo.mjs";

/**
 * @param {string} photoPath the room's photo.webp, rewritten in place
 * @param {string} glassDir where `--glass-only 1` wrote glass.json, glass-{n}.png and glass-{n}-mask.png
 * @returns {Promise<number>} how many pixels changed
 */
export async function pasteGlass(photoPath, glassDir) {
  /** @type {[number, number, number, number][]} */
  const boxes = JSON.parse(readFileSync(path.join(glassDir, "glass.json"), "utf8"));
  const { data: photo, width, height } = await readPhoto(photoPath);
  let changed = 0;
  for (const [n, [x0, y0, x1, y1]] of boxes.entries()) {
    const w = x1 - x0;
    const patch = await sharp(path.join(glassDir, `glass-${n + 1}.png`)).removeAlpha().toColourspace("srgb").raw().toBuffer();
    const mask = await sharp(path.join(glassDir, `glass-${n + 1}-mask.png`)).greyscale().raw().toBuffer();
    if (patch.length !== w * (y1 - y0) * 3 || mask.length !== w * (y1 - y0)) throw new Error(`glass-${n + 1} is not its box's size`);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const m = (mask[(y - y0) * w + x - x0] ?? 0) / 255;
        if (m === 0) continue;
        for (let c = 0; c < 3; c++) {
          const i = (y * width + x) * 3 + c;
          photo[i] = Math.round((photo[i] ?? 0) * (1 - m) + (patch[((y - y0) * w + x - x0) * 3 + c] ?? 0) * m);
        }
        changed++;
      }
    }
  }
  await writePhoto(photoPath, photo, width, height);
  return changed;
}
