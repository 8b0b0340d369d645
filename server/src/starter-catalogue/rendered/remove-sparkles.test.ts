import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { removeSparkles } from "../../../../scripts/remove-sparkles.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "sparkles-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const W = 80;
const H = 60;
const DARK = 40;
const LIGHT = 200;
// From the bytes: sharp caches what it decoded from a path, and the repair rewrote it.
const grey = async (file: string) => (await sharp(readFileSync(file)).greyscale().raw().toBuffer()) as Uint8Array;

describe("removeSparkles", () => {
  it("takes out lone sparkles, pairs and clusters on a dark glaze, and keeps lit lines and highlights", async () => {
    // The top half sprinkled as a glaze at 32 samples is (one pixel in nine, some side by side: more
    // passes run), and an L of three; the bottom half a lit edge, a lit stalk and a 3 × 3 glint.
    const sprinkled = (x: number, y: number) => y < 28 && ((x * 7 + y * 13) % 9 === 0 || (x === 20 && y === 20) || (x === 21 && (y === 20 || y === 21)));
    const line = (x: number, y: number) => (y === 40 && x >= 3 && x <= 60) || (x - y === 20 && y >= 32 && y <= 56);
    const highlight = (x: number, y: number) => x >= 70 && x <= 72 && y >= 44 && y <= 46;
    const light = (x: number, y: number) => sprinkled(x, y) || line(x, y) || highlight(x, y);
    const data = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.fill(light(x, y) ? LIGHT : DARK, (y * W + x) * 3, (y * W + x + 1) * 3);
    const file = path.join(dir, "photo.webp");
    await sharp(data, { raw: { width: W, height: H, channels: 3 } }).webp({ lossless: true }).toFile(file);

    expect(await removeSparkles(file)).toBeGreaterThan(50);
    const after = await grey(file);
    for (let y = 1; y < 28; y++) for (let x = 1; x < W - 1; x++) if (sprinkled(x, y)) expect(after[y * W + x], `sparkle ${x},${y}`).toBeLessThan(DARK + 15);
    // A line's end has one light neighbour, as a pair's pixels do: it goes, and only it.
    const end = (x: number, y: number) => (y === 40 && (x === 3 || x === 60)) || (x - y === 20 && (y === 32 || y === 56));
    for (let y = 29; y < H - 1; y++)
      for (let x = 1; x < W - 1; x++) if ((line(x, y) && !end(x, y)) || highlight(x, y)) expect(after[y * W + x], `kept ${x},${y}`).toBeGreaterThan(LIGHT - 15);
  });
});
