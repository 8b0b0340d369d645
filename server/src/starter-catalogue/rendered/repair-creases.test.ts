import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { repairCreases } from "../../../../scripts/repair-creases.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "creases-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const W = 40;
const H = 30;
/** A grey image from `value(x, y)`, written as `name` (lossless WebP: the repair's input and output format). */
async function write(name: string, value: (x: number, y: number) => number, channels: 1 | 3 = 3) {
  const data = Buffer.alloc(W * H * channels);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.fill(value(x, y), (y * W + x) * channels, (y * W + x + 1) * channels);
  const file = path.join(dir, name);
  await (channels === 1 ? sharp(data, { raw: { width: W, height: H, channels } }).png() : sharp(data, { raw: { width: W, height: H, channels } }).webp({ lossless: true })).toFile(file);
  return file;
}
// From the bytes: sharp caches what it decoded from a path, and the repair rewrote it.
const grey = async (file: string) => (await sharp(readFileSync(file)).greyscale().raw().toBuffer()) as Uint8Array;

describe("repairCreases", () => {
  it("takes the dots out of a ceiling's edge and keeps the lines in the picture", async () => {
    // A ceiling (180) over a wall (120), the row between them dotted light and dark; a lit edge (240)
    // down column 30; a panel's groove down columns 10 and 11, its two sides unlike (60 and 90).
    const groove = (x: number) => (x === 10 ? 60 : 90);
    const crease = (x: number, y: number) => y === 15 || x === 30 || x === 10 || x === 11;
    const photo = await write("photo.webp", (x, y) => (x === 30 ? 240 : x === 10 || x === 11 ? groove(x) : y === 15 ? (x % 2 ? 250 : 20) : y < 15 ? 180 : 120));
    const mask = await write("creases.png", (x, y) => (crease(x, y) ? 255 : 0), 1);
    expect(await repairCreases(photo, mask)).toBeGreaterThan(20);
    const after = await grey(photo);
    for (let x = 2; x < 28; x++) {
      if (x >= 9 && x <= 12) continue;
      const v = after[15 * W + x]!;
      expect(v, `x ${x}`).toBeGreaterThanOrEqual(115);
      expect(v, `x ${x}`).toBeLessThanOrEqual(185);
    }
    for (let y = 2; y < 28; y++) {
      if (y === 15) continue;
      expect(after[y * W + 30]!, `y ${y}`).toBeGreaterThan(225);
      for (const x of [10, 11]) expect(Math.abs(after[y * W + x]! - groove(x)), `groove x ${x} y ${y}`).toBeLessThan(8);
    }
  });
});
