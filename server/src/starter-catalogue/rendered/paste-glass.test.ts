import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { pasteGlass } from "../../../../scripts/paste-glass.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "glass-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A grey image `width` × `height` from `value(x, y)`, as `channels` channels. */
const image = (width: number, height: number, value: (x: number, y: number) => number, channels: 1 | 3) => {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(value(x, y), (y * width + x) * channels, (y * width + x + 1) * channels);
  return sharp(data, { raw: { width, height, channels } });
};

describe("pasteGlass", () => {
  it("lays the new pixels in where the mask sees glass, blends its edge and leaves the rest of the photo", async () => {
    const photo = path.join(dir, "photo.webp");
    await image(40, 30, () => 100, 3).webp({ lossless: true }).toFile(photo);
    // One box, 10 × 8 at (20, 10): the patch is 220; the mask sees glass in its left half, half at column 25.
    writeFileSync(path.join(dir, "glass.json"), JSON.stringify([[20, 10, 30, 18]]));
    await image(10, 8, () => 220, 3).png().toFile(path.join(dir, "glass-1.png"));
    await image(10, 8, (x) => (x < 5 ? 255 : x === 5 ? 128 : 0), 1).png().toFile(path.join(dir, "glass-1-mask.png"));

    expect(await pasteGlass(photo, dir)).toBe(6 * 8);
    const after = await sharp(readFileSync(photo)).greyscale().raw().toBuffer();
    const at = (x: number, y: number) => after[y * 40 + x]!;
    expect(Math.abs(at(22, 12) - 220)).toBeLessThan(4);
    expect(Math.abs(at(25, 12) - 160)).toBeLessThan(4);
    for (const [x, y] of [[27, 12], [10, 12], [22, 5], [22, 20]] as const) expect(Math.abs(at(x, y) - 100), `${x},${y}`).toBeLessThan(4);
  });
});
