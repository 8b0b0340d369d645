import { sharp } from "../core";

/** An image's alpha channel, one byte a pixel, row-major (255 everywhere when it has none). */
export async function readAlpha(image: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
