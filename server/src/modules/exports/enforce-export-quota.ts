import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { exports } from "../../db/schema";
import { exportCapBytes, finishedExportSizes } from "./export-storage";
import { removeExportFiles } from "./remove-export-files";

/**
 * After an export finishes: while the user's finished ZIPs take more than the plan's cap, the
 * oldest are removed (files deleted, the row expired, so its link answers 410). The one that just
 * finished always stays, even alone past the cap: the user is about to download it.
 */
export async function enforceExportQuota(deps: Pick<AppDeps, "db" | "storage">, userId: number, keepId: string): Promise<string[]> {
  const { db, storage } = deps;
  const cap = await exportCapBytes(db, userId);
  const finished = await finishedExportSizes(db, userId);
  let used = finished.reduce((sum, e) => sum + e.bytes, 0);
  const removed: string[] = [];
  for (const oldest of finished) {
    if (used <= cap) break;
    if (oldest.id === keepId) continue;
    await db.update(exports).set({ expiresAt: new Date() }).where(and(eq(exports.id, oldest.id), eq(exports.userId, userId)));
    await removeExportFiles(storage, oldest.id);
    used -= oldest.bytes;
    removed.push(oldest.id);
  }
  return removed;
}
