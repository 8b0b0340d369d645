// A committed room photo read and written by the repair scripts (creases, sparkles, glass).
import { readFileSync, renameSync } from "node:fs";
import sharp from "sharp";

/** The 8 neighbours (dy, dx), ordered so that opposite ones' indices add up to 7. */
export const NEIGHBOURS = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dy, dx])).filter(([dy, dx]) => dy || dx);

/** Rec. 709 luminance of an RGB pixel. */
export const luminance = (/** @type {number} */ r, /** @type {number} */ g, /** @type {number} */ b) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * The photo's RGB pixels, read by its bytes: sharp caches a file by its path, and the repairs
 * rewrite it in place.
 * @param {string} photoPath
 */
export async function readPhoto(photoPath) {
  const { data, info } = await sharp(readFileSync(photoPath)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: Uint8Array.from(data), width: info.width, height: info.height };
}

/**
 * Writes RGB pixels over the photo as render.py saves it (WebP, quality 90), whole or not at all.
 * @param {string} photoPath
 * @param {Uint8Array} data
 * @param {number} width
 * @param {number} height
 */
export async function writePhoto(photoPath, data, width, height) {
  await sharp(data, { raw: { width, height, channels: 3 } }).webp({ quality: 90 }).toFile(`${photoPath}.tmp`);
  renameSync(`${photoPath}.tmp`, photoPath);
}
