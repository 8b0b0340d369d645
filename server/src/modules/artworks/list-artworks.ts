import { and, asc, eq, inArray } from "drizzle-orm";
import type { Artwork } from "@shared/artworks";
import type { Db } from "../../db/client";
import { artworks, type ArtworkRow } from "../../db/schema";
import type { ArtworkOwner } from "./artwork-owner";
import { artworkUsableBy } from "./find-artwork";

/** What the API says of an artwork: its id, size and ratio (never who owns it or when it expires). */
export const toArtworkJson = (row: ArtworkRow): Artwork => ({ id: row.id, width: row.width, height: row.height, aspectRatio: row.aspectRatio });

/**
 * Those of `ids` the caller may still use (their own, not expired), in the order asked. The rest
 * are simply left out, as `findArtwork` answers them with the same 404 as an id that never
 * existed: the studio drops them without telling anyone's artwork from none.
 */
export async function listArtworks(db: Db, owner: ArtworkOwner, ids: readonly string[]): Promise<Artwork[]> {
  const usable = artworkUsableBy(owner);
  if (!usable || ids.length === 0) return [];
  const rows = await db
    .select()
    .from(artworks)
    .where(and(inArray(artworks.id, [...ids]), usable));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toArtworkJson(row)] : [];
  });
}

/** A signed-in user's artworks (kept until deleted), oldest first: for the account's data export. */
export async function listUserArtworks(db: Db, userId: number): Promise<ArtworkRow[]> {
  return db.select().from(artworks).where(eq(artworks.userId, userId)).orderBy(asc(artworks.createdAt), asc(artworks.id));
}
