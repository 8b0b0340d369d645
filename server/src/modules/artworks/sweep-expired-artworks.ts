import { inArray, lt } from "drizzle-orm";
import { USER_ARTWORK_TTL_MS } from "@shared/retention";
import type { AppDeps } from "../../lib/context";
import { artworks } from "../../db/schema";
import { ARTWORKS_PREFIX, artworkKeys } from "../rendering";

/** Rows per delete statement: bounded transactions and file batches however large the backlog. */
const SWEEP_BATCH = 500;
/** Files older than every artwork's lifetime (plus a day) are checked for a row; those without one go. */
const ORPHAN_AGE_MS = USER_ARTWORK_TTL_MS + 24 * 3_600_000;

/**
 * Deletes expired artworks and their files; safe with any number of instances sweeping at once:
 * `delete … returning` hands each row to exactly one sweeper, and whoever deleted the row deletes
 * its files. Files whose row is gone without them (a crash between the two, storage down) are
 * caught by age: nothing under artworks/ may outlive the longest artwork lifetime.
 *
 * @returns how many artworks were deleted.
 */
export async function sweepExpiredArtworks(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const { db, storage } = deps;
  let deleted = 0;
  for (;;) {
    const expired = db.select({ id: artworks.id }).from(artworks).where(lt(artworks.expiresAt, now)).limit(SWEEP_BATCH);
    // SKIP LOCKED is not needed: a row another sweeper deletes first simply is not returned here.
    const rows = await db.delete(artworks).where(inArray(artworks.id, expired)).returning({ id: artworks.id });
    if (rows.length) await storage.deleteMany(rows.flatMap((r) => Object.values(artworkKeys(r.id))));
    deleted += rows.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  await deleteOrphanFiles(deps, new Date(now.getTime() - ORPHAN_AGE_MS));
  return deleted;
}

async function deleteOrphanFiles({ db, storage }: Pick<AppDeps, "db" | "storage">, before: Date): Promise<void> {
  const keys = await storage.listOlderThan(ARTWORKS_PREFIX, before);
  const idOf = (key: string) => key.slice(ARTWORKS_PREFIX.length).split("/")[0] ?? "";
  for (let i = 0; i < keys.length; i += SWEEP_BATCH) {
    const batch = keys.slice(i, i + SWEEP_BATCH);
    const ids = [...new Set(batch.map(idOf))];
    const live = await db.select({ id: artworks.id }).from(artworks).where(inArray(artworks.id, ids));
    const keep = new Set(live.map((r) => r.id));
    const orphans = batch.filter((key) => !keep.has(idOf(key)));
    if (orphans.length) await storage.deleteMany(orphans);
  }
}
