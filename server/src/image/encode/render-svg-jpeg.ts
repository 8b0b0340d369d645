import { sharp } from "../core";

/** An SVG document as a JPEG on a white background (photographs of drawn scenes, heroes). */
export async function renderSvgJpeg(svg: string, opts: { quality: number }): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: opts.quality, mozjpeg: true }).toBuffer();
}
