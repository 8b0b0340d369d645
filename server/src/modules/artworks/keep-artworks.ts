import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artworks } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { ARTWORK_NOT_FOUND } from "../rendering";
import { artworkUsableBy } from "./find-artwork";

/**
 * Keeps the user's artworks `ids` until the account goes (no 30-day expiry): a shop's widget
 * shows them for as long as it lives. Any id that is not the user's, or already expired, is the
 * same 404 as an unknown id, and nothing is changed.
 */
export async function keepArtworks(db: Db, userId: number, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const usable = artworkUsableBy({ userId, tokenHash: null }) ?? undefined;
    const rows = await tx
      .update(artworks)
      .set({ expiresAt: null })
      .where(and(inArray(artworks.id, [...ids]), eq(artworks.userId, userId), usable))
      .returning({ id: artworks.id });
    if (rows.length !== new Set(ids).size) throw notFound(ARTWORK_NOT_FOUND);
  });
}
