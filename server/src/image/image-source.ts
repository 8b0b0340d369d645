import { sharp } from "./configured-sharp";
import type { ImageSource } from "./types";

/** A sharp pipeline reading an image source: an encoded file, or decoded pixels as they are. */
export const toSharpInput = (source: ImageSource) =>
  Buffer.isBuffer(source)
    ? sharp(source)
    : sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });

/** Width and height of an image source (a file's from its header, without decoding it). */
export async function sizeOf(source: ImageSource): Promise<{ width: number; height: number }> {
  if (!Buffer.isBuffer(source)) return source;
  const { width, height } = await sharp(source).metadata();
  return { width, height };
}
