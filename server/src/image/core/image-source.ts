import { sharp } from "./configured-sharp";
import type { EncodedImageFile, ImageSource } from "./types";

/** Whether a source is an encoded file (bytes or a stored file's path) rather than decoded pixels. */
export const isEncodedFile = (source: ImageSource): source is EncodedImageFile => typeof source === "string" || Buffer.isBuffer(source);

/** A sharp pipeline reading an image source: an encoded file, or decoded pixels as they are. */
export const toSharpInput = (source: ImageSource) =>
  isEncodedFile(source)
    ? sharp(source)
    : sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });

/** Width and height of an image source (a file's from its header, without decoding it). */
export async function sizeOf(source: ImageSource): Promise<{ width: number; height: number }> {
  if (!isEncodedFile(source)) return source;
  const { width, height } = await sharp(source).metadata();
  return { width, height };
}
