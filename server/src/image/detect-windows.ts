import { sharp } from "./configured-sharp";
import { findWindows } from "./find-windows";
import { isEncodedFile } from "./image-source";
import type { ImageSource, TemplateWindow } from "./types";

/**
 * The transparent windows of a template image (a trusted, stored file or pixels). Decodes only
 * the alpha channel, upright, so the cost is little more than decoding the PNG itself.
 * For an untrusted upload use `prepareTemplate`, which validates first.
 */
export async function detectWindows(template: ImageSource): Promise<TemplateWindow[]> {
  if (!isEncodedFile(template)) return findWindows(template);
  const { data, info } = await sharp(template, { autoOrient: true })
    .ensureAlpha()
    .extractChannel(3)
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return findWindows({ data, width: info.width, height: info.height, channels: 1 });
}
