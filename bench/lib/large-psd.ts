import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Layer, writePsdBuffer } from "ag-psd";
import sharp from "sharp";

export const LARGE_PSD = { width: 8000, height: 6000 };
const { width: W, height: H } = LARGE_PSD;

/**
 * A colour field with grain in 4 px cells: RLE halves it, as it roughly does a photo, so the file
 * is a realistic ~200 MB rather than the few MB a smooth gradient packs into.
 */
function banded(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(x / 4) * 7919 + y * 104729;
      const grain = ((cell ^ (cell >>> 7)) % 9) - 4;
      const [r, g, b] = colour(x, y);
      data.set([r + grain, g + grain, b + grain, 255], (y * width + x) * 4);
    }
  }
  return data;
}

const layer = (name: string, left: number, top: number, width: number, height: number, data: Uint8ClampedArray, extra: Partial<Layer> = {}): Layer => ({
  name,
  left,
  top,
  right: left + width,
  bottom: top + height,
  imageData: { width, height, data } as Layer["imageData"],
  ...extra,
});

/**
 * An 8000 × 6000 mockup with a few layers, written once into the system's temp directory (kept
 * between runs): a wall, a "Your design" smart object in perspective (2000 × 2600 contents), a
 * Multiply shadow and a Screen highlight above it, and a composite, as Photoshop saves one.
 */
export async function largePsdFile(): Promise<{ file: string; bytes: number }> {
  const dir = path.join(os.tmpdir(), "mockup-studio-bench");
  const file = path.join(dir, `large-${W}x${H}-v2.psd`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const wall = banded(W, H, (x, y) => [200 - Math.round((40 * x) / W), 190 - Math.round((30 * y) / H), 170]);
    const quad = [2600, 1200, 5200, 1450, 5100, 4600, 2700, 4900];
    const box = { left: 2600, top: 1200, width: 2600, height: 3700 };
    const placed = banded(box.width, box.height, (x, y) => [60 + ((x + y) % 120), 80, 140]);
    const content = await sharp({ create: { width: 2000, height: 2600, channels: 3, background: { r: 60, g: 80, b: 140 } } }).png().toBuffer();
    const id = "b3c4d5e6-0000-11ec-b4f1-c15674f50bc4";
    const shadow = banded(3400, 1400, (x) => [110 + Math.round((100 * x) / 3400), 110 + Math.round((100 * x) / 3400), 110 + Math.round((100 * x) / 3400)]);
    const highlight = banded(1600, 4000, (_x, y) => [Math.round((80 * y) / 4000), Math.round((80 * y) / 4000), Math.round((80 * y) / 4000)]);
    const psd = writePsdBuffer(
      {
        width: W,
        height: H,
        imageData: { width: W, height: H, data: wall } as never,
        children: [
          layer("Wall", 0, 0, W, H, wall),
          layer("Your design", box.left, box.top, box.width, box.height, placed, { placedLayer: { id, type: "raster", transform: quad, nonAffineTransform: quad, width: 2000, height: 2600 } }),
          layer("Shadow", 2200, 4000, 3400, 1400, shadow, { blendMode: "multiply" }),
          layer("Highlight", 4600, 800, 1600, 4000, highlight, { blendMode: "screen", opacity: 0.6 }),
        ],
        linkedFiles: [{ id, name: "design.png", data: new Uint8Array(content) }],
      },
      { noBackground: true },
    );
    writeFileSync(file, psd);
  }
  return { file, bytes: statSync(file).size };
}
