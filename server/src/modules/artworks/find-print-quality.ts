import type { FitMode } from "@shared/constants";
import { computePrintQuality, type PrintQuality, type PrintSize } from "@shared/print-size";
import type { Db } from "../../db/client";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtwork } from "./find-artwork";

/** How sharp an artwork the caller may use prints at `size`: from its stored pixel size, nothing decoded. */
export async function findPrintQuality(db: Db, owner: ArtworkOwner, artworkId: string, size: PrintSize, fit: FitMode): Promise<PrintQuality> {
  const artwork = await findArtwork(db, artworkId, owner);
  return computePrintQuality(artwork, size, fit);
}
