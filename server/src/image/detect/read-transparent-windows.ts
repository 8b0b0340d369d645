import { isEncodedFile, sharp, type ImageSource, type TemplateWindow } from "../core";
import { findTransparentWindows } from "./find-transparent-windows";

/**
 * The transparent windows of a template image (a trusted, stored file or pixels). Decodes only
 * the alpha channel, upright, so the cost is little more than decoding the PNG itself.
 * For an untrusted upload use `prepareTemplate`, which validates first.
 */
export async function readTransparentWindows(template: ImageSource): Promise<TemplateWindow[]> {
  if (!isEncodedFile(template)) return findTransparentWindows(template);
  const { data, info } = await sharp(template, { autoOrient: true })
    .ensureAlpha()
    .extractChannel(3)
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return findTransparentWindows({ data, width: info.width, height: info.height, channels: 1 });
}
