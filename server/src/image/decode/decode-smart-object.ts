import type { RawImage } from "../core";
import { decodeImage } from "./decode-image";
import { sniffImageFormat } from "./inspect-image";
import { TEMPLATE_LIMITS } from "./limits";
import type { SmartObjectContent } from "./psd-document";
import { isPsd } from "./psd-header";
import { readPsdComposite } from "./read-psd";

/**
 * A smart object's embedded contents as RGBA pixels: a PNG or JPEG decoded, a PSD or PSB by its
 * saved composite. Undefined for what cannot be read here (vector contents, a PSB saved
 * without a composite): the template still works, its self-test only skips that window.
 */
export async function decodeSmartObject(content: SmartObjectContent): Promise<RawImage | undefined> {
  try {
    if (sniffImageFormat(content.data)) return await decodeImage(content.data, TEMPLATE_LIMITS);
    if (isPsd(content.data)) return readPsdComposite(content.data);
  } catch {
    // Damaged contents: Photoshop's own rendering of the layer still shows; only the self-test skips it.
  }
  return undefined;
}
