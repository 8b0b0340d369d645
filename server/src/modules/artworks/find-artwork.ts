import { and, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artworks, type ArtworkRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { rowCache, rowTag } from "../../lib/row-cache";
import { ARTWORK_NOT_FOUND } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";

/**
 * The artwork if `owner` may use it: uploaded by this user or by this browser, and not expired.
 * Anyone else gets the same 404 as for an id that never existed (no probing for ids).
 */
export async function findArtwork(db: Db, id: string, owner: ArtworkOwner): Promise<ArtworkRow> {
  const usable = artworkUsableBy(owner);
  if (!usable) throw notFound(ARTWORK_NOT_FOUND);
  const [row] = await db
    .select()
    .from(artworks)
    .where(and(eq(artworks.id, id), usable))
    .limit(1);
  if (!row) throw notFound(ARTWORK_NOT_FOUND);
  return row;
}

/** `findArtwork` from memory while the artwork's row is unchanged and unexpired (row-cache.ts): a studio asks for dozens of previews of one artwork. */
export function findArtworkCached(db: Db, id: string, owner: ArtworkOwner): Promise<ArtworkRow> {
  const key = `${id}|${owner.userId ?? ""}|${owner.tokenHash ?? ""}`;
  return rowCache<ArtworkRow>(db, "artworks").get(key, async () => {
    const row = await findArtwork(db, id, owner);
    return { value: row, rows: [rowTag(artworks, id)], until: row.expiresAt?.getTime() };
  }, owner.asOf);
}

/** Uploaded by this user or this browser, and not expired; null when the caller is neither. */
export function artworkUsableBy(owner: ArtworkOwner): SQL | null {
  const access: SQL[] = [];
  if (owner.userId !== null) access.push(eq(artworks.userId, owner.userId));
  if (owner.tokenHash !== null) access.push(eq(artworks.ownerToken, owner.tokenHash));
  if (access.length === 0) return null;
  return and(or(...access), or(isNull(artworks.expiresAt), gt(artworks.expiresAt, new Date()))) ?? null;
}
