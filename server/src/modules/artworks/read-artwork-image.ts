import { sniffImageFormat } from "../../image";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { ARTWORK_NOT_FOUND, artworkKeys } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtwork } from "./find-artwork";

/**
 * The artwork's ≤ 600 px copy, for its owner to see again (the studio after a reload): the one
 * copy small enough to send as it is. Its key has no extension, so the type is read from its bytes.
 */
export async function readArtworkImage(deps: { db: Db; storage: Storage }, owner: ArtworkOwner, id: string): Promise<{ data: Buffer; contentType: string }> {
  await findArtwork(deps.db, id, owner);
  const data = await deps.storage.get(artworkKeys(id).preview);
  if (!data) throw notFound(ARTWORK_NOT_FOUND);
  return { data, contentType: sniffImageFormat(data) === "png" ? "image/png" : "image/jpeg" };
}
