// `npx tsx bench/render-real-photos.ts [out-dir]`: a clean digital artwork placed into the hand-marked
// quads of real photos (bench/real-photos), rendered full size as the studio's export renders it
// (with `light=keep`, and `off` for comparison), plus the before/after strip in server/src/image/README.md.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { renderMockup } from "../server/src/image/compose";
import { windowFromQuad } from "../server/src/image/detect";
import type { Point } from "../server/src/image/core";

const PHOTOS = ["01-museum-gilt-frame-portrait", "19-study-dim-framed-picture", "27-bedroom-matted-print", "33-hotel-bedroom-frame", "29-dining-seascape-print", "41-gallery-salon-wall-right"];
const STRIP_ROW_HEIGHT = 200;
const root = path.resolve(import.meta.dirname, "real-photos");
const out = path.resolve(process.argv[2] ?? ".tmp/real-photo-renders");

/** A flat, clean digital poster (no grain, pure colours, hard edges): the case that looks pasted on. */
const POSTER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500" viewBox="0 0 1200 1500">
  <rect width="1200" height="1500" fill="#f4efe4"/>
  <rect x="0" y="980" width="1200" height="520" fill="#1d3557"/>
  <circle cx="600" cy="640" r="330" fill="#e63946"/>
  <circle cx="860" cy="360" r="120" fill="#f1c453"/>
  <rect x="120" y="1080" width="960" height="28" fill="#f4efe4"/>
  <rect x="120" y="1150" width="620" height="28" fill="#a8dadc"/>
  <rect x="120" y="1220" width="780" height="28" fill="#a8dadc"/>
  <path d="M0 980 L300 700 L560 980 Z" fill="#111111"/>
</svg>`;

type Truth = { file: string; quad: Point[] | null };

const truths = JSON.parse(await readFile(path.join(root, "truth.json"), "utf8")) as Truth[];
const art = await sharp(Buffer.from(POSTER)).png().toBuffer();
await mkdir(out, { recursive: true });
const rows: Buffer[] = [];
for (const name of PHOTOS) {
  const truth = truths.find((t) => t.file === `${name}.jpg`);
  if (!truth?.quad) throw new Error(`${name}: no marked quad`);
  const photo = await readFile(path.join(root, truth.file));
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const window = windowFromQuad(truth.quad, { width, height }, { placement: "over", detected: true });
  const started = performance.now();
  const keep = await renderMockup({ template: photo, windows: [window], artwork: art, format: "png", light: "keep" });
  const ms = performance.now() - started;
  const off = await renderMockup({ template: photo, windows: [window], artwork: art, format: "png", light: "off" });
  await writeFile(path.join(out, `${name}.keep.png`), keep.data);
  await writeFile(path.join(out, `${name}.off.png`), off.data);
  console.log(`${name}: ${width}×${height}, ${Math.round(ms)} ms → ${path.join(out, `${name}.keep.png`)}`);
  // Strip row: the photo, the art as pasted (light off), the art as rendered (keep), cropped around the quad.
  const xs = truth.quad.map((p) => p[0]);
  const ys = truth.quad.map((p) => p[1]);
  const pad = 0.3 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const left = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const top = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const box = { left, top, width: Math.min(width, Math.ceil(Math.max(...xs) + pad)) - left, height: Math.min(height, Math.ceil(Math.max(...ys) + pad)) - top };
  const tile = (image: Buffer) => sharp(image).extract(box).resize({ height: STRIP_ROW_HEIGHT }).png().toBuffer();
  const tiles = await Promise.all([tile(photo), tile(off.data), tile(keep.data)]);
  const tileWidth = Math.round((box.width * STRIP_ROW_HEIGHT) / box.height);
  rows.push(
    await sharp({ create: { width: tileWidth * 3 + 16, height: STRIP_ROW_HEIGHT, channels: 3, background: "#ffffff" } })
      .composite(tiles.map((input, i) => ({ input, left: i * (tileWidth + 8), top: 0 })))
      .png()
      .toBuffer(),
  );
}
const widths = await Promise.all(rows.map(async (r) => (await sharp(r).metadata()).width ?? 0));
const stripWidth = Math.max(...widths);
const strip = sharp({ create: { width: stripWidth, height: rows.length * (STRIP_ROW_HEIGHT + 8), channels: 3, background: "#ffffff" } }).composite(
  rows.map((input, i) => ({ input, left: Math.round((stripWidth - widths[i]!) / 2), top: i * (STRIP_ROW_HEIGHT + 8) })),
);
await writeFile(path.join(out, "strip.jpg"), await strip.jpeg({ quality: 82, mozjpeg: true }).toBuffer());
console.log(`strip → ${path.join(out, "strip.jpg")}`);
