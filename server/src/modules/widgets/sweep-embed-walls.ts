import type { AppDeps } from "../../lib/context";
import { EMBED_WALLS_PREFIX } from "./embed-wall-files";

/** A shopper's wall photo is kept a day at most. */
export const EMBED_WALL_TTL_MS = 24 * 3_600_000;

/** Deletes shoppers' wall photos older than a day (safe on several instances: deleting twice is harmless). */
export async function sweepEmbedWalls(deps: Pick<AppDeps, "storage">, now = new Date()): Promise<number> {
  const old = await deps.storage.listOlderThan(EMBED_WALLS_PREFIX, new Date(now.getTime() - EMBED_WALL_TTL_MS));
  if (old.length) await deps.storage.deleteMany(old);
  return old.length;
}
