import type { RawImage } from "../core";
import { readPsdComposite, readPsdDocument } from "../decode";
import { compositeDocument } from "./prepare-psd";
import { measurePsdFidelity } from "./psd-fidelity";

/** Our composite of a whole Photoshop document beside the one Photoshop saved in it. */
export type PsdCompositeCheck = { ours: RawImage; photoshop: RawImage | undefined; error: number | null };

/**
 * Composites every layer of a document, smart objects with their own contents, and measures it
 * against Photoshop's composite (mean absolute error per channel, 0–255, matted on white):
 * what the bench and tests use for Photoshop-made files without a smart object (blend modes,
 * effects), which templates refuse. Refusals (features not rendered) are thrown as by an import.
 */
export async function measurePsdComposite(bytes: Uint8Array): Promise<PsdCompositeCheck> {
  const doc = await readPsdDocument(bytes);
  const ours = await compositeDocument(doc);
  const photoshop = readPsdComposite(bytes);
  return { ours, photoshop, error: measurePsdFidelity(ours, [], photoshop, [], new Map()).canvas };
}
