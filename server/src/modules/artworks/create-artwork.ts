import { randomBytes } from "node:crypto";
import { ANONYMOUS_ARTWORK_TTL_MS, USER_ARTWORK_TTL_MS } from "@shared/retention";
import type { Db } from "../../db/client";
import { artworks, type ArtworkRow } from "../../db/schema";
import { ARTWORK_LIMITS, loadArtwork, normaliseImage, prepareArtwork } from "../../image";
import { putAll, type Storage } from "../../lib/storage";
import { artworkKeys, renderCaches } from "../rendering";

/** A signed-in owner, or an anonymous browser (by the SHA-256 of its token). */
export type NewArtworkOwner = { userId: number } | { tokenHash: string };

/**
 * Validates an uploaded artwork and stores its copies under a random id, then its row. Files go
 * first and are removed again if anything after them fails, so a row always has its files and a
 * refused or failed upload leaves nothing behind.
 */
export async function createArtwork(deps: { db: Db; storage: Storage }, bytes: Uint8Array, owner: NewArtworkOwner): Promise<ArtworkRow> {
  const prepared = await prepareArtwork(bytes);
  const { working } = prepared;
  // Art no larger than the working copy is its own original: no second full decode and encode.
  const original =
    working.width === prepared.width && working.height === prepared.height ? working : await normaliseImage(bytes, ARTWORK_LIMITS, "auto");

  const id = randomBytes(16).toString("base64url");
  const keys = artworkKeys(id);
  const now = Date.now();
  const anonymous = "tokenHash" in owner;
  await putAll(deps.storage, [
    { key: keys.original, data: original.data, contentType: original.contentType },
    { key: keys.working, data: working.data, contentType: working.contentType },
    { key: keys.preview, data: prepared.preview.data, contentType: prepared.preview.contentType },
  ]);
  try {
    const [row] = await deps.db
      .insert(artworks)
      .values({
        id,
        userId: anonymous ? null : owner.userId,
        ownerToken: anonymous ? owner.tokenHash : null,
        width: prepared.width,
        height: prepared.height,
        aspectRatio: prepared.aspectRatio,
        expiresAt: new Date(now + (anonymous ? ANONYMOUS_ARTWORK_TTL_MS : USER_ARTWORK_TTL_MS)),
      })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    // The studio asks for previews right after the upload: have the art decoded by then.
    void renderCaches(deps.storage).artworks.get(id, () => loadArtwork(prepared.preview.data)).catch(() => undefined);
    return row;
  } catch (error) {
    await deps.storage.deleteMany(Object.values(keys)).catch(() => undefined);
    throw error;
  }
}
