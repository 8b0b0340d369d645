import type { FitMode } from "@shared/constants";
import type { PrintSize } from "@shared/print-size";
import type { ArtworkRow } from "../../db/schema";
import { ARTWORK_WORKING_MAX_SIDE, renderPrintFace } from "../../image";
import type { Storage } from "../../lib/storage";
import { ARTWORK_NOT_FOUND, artworkKeys } from "./artwork-copies";
import { readStored } from "./read-stored";

/**
 * The print face of a 3D model, from the art's working copy. A studio save keeps it with the
 * mockup, because the artwork itself expires (30 days) while the mockup and its share links live on.
 */
export async function makePrintFace(storage: Storage, artwork: ArtworkRow, size: PrintSize | null, fit: FitMode): Promise<Buffer> {
  const shrink = Math.min(1, ARTWORK_WORKING_MAX_SIDE / Math.max(artwork.width, artwork.height));
  const working = await readStored(storage, artworkKeys(artwork.id).working, ARTWORK_NOT_FOUND);
  const artSize = { width: Math.round(artwork.width * shrink), height: Math.round(artwork.height * shrink) };
  return renderPrintFace(working, artSize, size, fit);
}
