import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artworks, type ArtworkRow } from "../../db/schema";

/** A signed-in user's artworks (kept until deleted), oldest first. */
export async function listArtworks(db: Db, userId: number): Promise<ArtworkRow[]> {
  return db.select().from(artworks).where(eq(artworks.userId, userId)).orderBy(asc(artworks.createdAt), asc(artworks.id));
}
