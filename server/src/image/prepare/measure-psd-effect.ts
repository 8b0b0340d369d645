import { readPsd, writePsdUint8Array, type Layer } from "ag-psd";
import type { RawImage } from "../core";
import { readPsdComposite, readPsdDocument } from "../decode";
import type { Box } from "../compose";
import { compositeDocument } from "./prepare-psd";

const onWhite = (v: number, a: number) => (v * a + 255 * (255 - a)) / 255;

/** Mean absolute error per channel (0–255) of two images over `box`, both matted on white. */
function errorOver(ours: RawImage, photoshop: RawImage, box: Box): number {
  let sum = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let i = (y * ours.width + box.left) * 4, end = i + box.width * 4; i < end; i += 4) {
      for (let k = 0; k < 3; k++) sum += Math.abs(onWhite(ours.data[i + k]!, ours.data[i + 3]!) - onWhite(photoshop.data[i + k]!, photoshop.data[i + 3]!));
    }
  }
  return Math.round((sum / (box.width * box.height * 3)) * 100) / 100;
}

/**
 * Measures layer effects against a Photoshop-made file that shows many (psd-tools' layer_effects.psd:
 * a layer per effect): every effect but `keep` switched off (so the file reads), the document
 * composited, and compared with Photoshop's composite over `box` only, where the kept effect
 * shows and the others do not. What the bench and tests use for effects no whole file isolates.
 */
export async function measurePsdEffect(bytes: Uint8Array, keep: string[], box: Box): Promise<number> {
  const psd = readPsd(bytes, { useImageData: true });
  const off = (layers: Layer[]) => {
    for (const layer of layers) {
      for (const [key, value] of Object.entries(layer.effects ?? {})) {
        if (keep.includes(key) || typeof value !== "object") continue;
        for (const effect of Array.isArray(value) ? value : [value]) (effect as { enabled?: boolean }).enabled = false;
      }
      off(layer.children ?? []);
    }
  };
  off(psd.children ?? []);
  const photoshop = readPsdComposite(bytes);
  if (!photoshop) throw new Error("The file has no composite to measure against");
  const ours = await compositeDocument(await readPsdDocument(writePsdUint8Array(psd, { noBackground: true })));
  return errorOver(ours, photoshop, box);
}
