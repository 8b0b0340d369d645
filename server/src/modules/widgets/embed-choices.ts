import { rankPrintSizes, SIZE_RATIO_TOLERANCE } from "@shared/print-size-suggestions";
import type { EmbedArtwork, EmbedData, EmbedRoom } from "@shared/embed";
import type { Db } from "../../db/client";
import type { WidgetRow } from "../../db/schema";
import { listArtworks } from "../artworks";
import { listTemplates, toTemplateJson } from "../templates";

/** Sizes offered per artwork when the owner named none: the standard ones within 3 % of its proportions, at most this many. */
const SUGGESTED_SIZES = 4;

/**
 * What a shopper can choose in the widget: its artworks (those still the owner's), each with its
 * sizes, the frames, and the catalogue's rooms with the owner's first room first. Nothing else
 * of the owner's is read.
 */
export async function embedChoices(db: Db, widget: WidgetRow): Promise<EmbedData> {
  const [art, rows] = await Promise.all([listArtworks(db, { userId: widget.userId, tokenHash: null }, widget.artworkIds), listTemplates(db)]);
  const artworks: EmbedArtwork[] = art.map((a) => ({
    id: a.id,
    width: a.width,
    height: a.height,
    sizes: widget.sizes.length > 0 ? widget.sizes : suggestedSizes(a),
  }));
  const rooms: EmbedRoom[] = rows
    .filter((row) => row.psd === null)
    .map((row) => ({ id: row.id, name: row.name.split(" - ")[0] ?? row.name, thumbnailUrl: toTemplateJson(row).thumbnailUrl, wall: row.pxPerCm !== null }))
    .sort((a, b) => Number(b.id === widget.defaultTemplateId) - Number(a.id === widget.defaultTemplateId));
  return { id: widget.id, artworks, frames: widget.frames, rooms };
}

function suggestedSizes(art: { width: number; height: number }): string[] {
  const ranked = rankPrintSizes(art);
  const close = ranked.filter((s) => s.ratioError <= SIZE_RATIO_TOLERANCE);
  return (close.length > 0 ? close : ranked).slice(0, SUGGESTED_SIZES).map((s) => s.value);
}
