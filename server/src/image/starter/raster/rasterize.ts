import sharp from "sharp";
import type { Quad } from "../geometry/point";
import { pathData } from "../svg/shapes";

/** PNG zlib level: 6 is libpng's default balance; higher levels cost far more time for a few percent. */
export const PNG_COMPRESSION = 6;
/** Per-row filter search costs about as much again as encoding, for little gain on smooth renders. */
const PNG_ADAPTIVE_FILTERING = false;
/** SVG user units are pixels at 72 dpi, so the document's width and height are the output size. */
const SVG_DENSITY = 72;

export type RasterTimings = { rasterMs: number; encodeMs: number };

const holeMask = (width: number, height: number, holes: readonly Quad[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      holes.map((q) => `<path d="${pathData(q)}" fill="#000"/>`).join("") +
      `</svg>`,
  );

/** Rasterises the scene SVG, then punches the windows out (alpha 0) and encodes a PNG. */
export async function rasterizeTemplate(
  svg: string,
  holes: readonly Quad[],
): Promise<{ png: Buffer; width: number; height: number; timings: RasterTimings }> {
  const t0 = performance.now();
  const { data, info } = await sharp(Buffer.from(svg), { density: SVG_DENSITY })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const t1 = performance.now();
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .composite([{ input: holeMask(info.width, info.height, holes), blend: "dest-out" }])
    .png({ compressionLevel: PNG_COMPRESSION, adaptiveFiltering: PNG_ADAPTIVE_FILTERING })
    .toBuffer();
  const t2 = performance.now();
  return { png, width: info.width, height: info.height, timings: { rasterMs: t1 - t0, encodeMs: t2 - t1 } };
}
