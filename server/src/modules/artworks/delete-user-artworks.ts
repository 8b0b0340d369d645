import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artworks } from "../../db/schema";
import { artworkKeys } from "../rendering";

/** Deletes every artwork row of a user; returns the storage keys to remove once the transaction commits. */
export async function deleteUserArtworks(tx: Db, userId: number): Promise<string[]> {
  const removed = await tx.delete(artworks).where(eq(artworks.userId, userId)).returning({ id: artworks.id });
  return removed.flatMap((r) => Object.values(artworkKeys(r.id)));
}
