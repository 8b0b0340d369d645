import { lt } from "drizzle-orm";
import { EXPORT_TTL_MS } from "@shared/exports";
import type { AppDeps } from "../../lib/context";
import { exports } from "../../db/schema";

/** An expired export's row stays this long, so its link answers 410 (expired), not 404. */
const ROW_KEEP_MS = 7 * 24 * 3_600_000;

/**
 * Export files are written after their export was created, so every file older than the
 * export lifetime belongs to an expired export: deleting by age needs no row lookups and is
 * safe with several instances at once. Rows go a week later (with their items, by cascade).
 */
export async function sweepExpiredExports(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const { db, storage } = deps;
  const files = await storage.listOlderThan("exports/", new Date(now.getTime() - EXPORT_TTL_MS));
  await storage.deleteMany(files);
  await db.delete(exports).where(lt(exports.expiresAt, new Date(now.getTime() - ROW_KEEP_MS)));
  return files.length;
}
