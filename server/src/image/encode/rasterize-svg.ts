import { sharp } from "../core";

/** PNG zlib level: 6 is libpng's default balance; higher levels cost far more time for a few percent. */
export const SVG_PNG_COMPRESSION = 6;
/** Per-row filter search costs about as much again as encoding, for little gain on smooth renders. */
const SVG_PNG_ADAPTIVE_FILTERING = false;
/** SVG user units are pixels at 72 dpi, so the document's width and height are the output size. */
const SVG_DENSITY = 72;

export type RasterTimings = { rasterMs: number; encodeMs: number };

/** Tenths of a pixel are as fine as librsvg's anti-aliasing can show. */
const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

const holeMask = (width: number, height: number, holes: readonly (readonly (readonly [number, number])[])[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      holes
        .filter((q) => q.length > 0)
        .map((q) => `<path d="M${q.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join("L")}Z" fill="#000"/>`)
        .join("") +
      `</svg>`,
  );

/**
 * Rasterises an SVG document, punches the `holes` polygons out (alpha 0, anti-aliased edges) and
 * encodes a PNG: how drawn templates get their transparent windows.
 */
export async function rasterizeSvg(
  svg: string,
  holes: readonly (readonly (readonly [number, number])[])[] = [],
): Promise<{ png: Buffer; width: number; height: number; timings: RasterTimings }> {
  const t0 = performance.now();
  const { data, info } = await sharp(Buffer.from(svg), { density: SVG_DENSITY })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const t1 = performance.now();
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .composite([{ input: holeMask(info.width, info.height, holes), blend: "dest-out" }])
    .png({ compressionLevel: SVG_PNG_COMPRESSION, adaptiveFiltering: SVG_PNG_ADAPTIVE_FILTERING })
    .toBuffer();
  const t2 = performance.now();
  return { png, width: info.width, height: info.height, timings: { rasterMs: t1 - t0, encodeMs: t2 - t1 } };
}
