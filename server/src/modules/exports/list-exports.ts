import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { ExportList } from "@shared/exports";
import type { Db } from "../../db/client";
import { exports } from "../../db/schema";
import { toExportStatusJson } from "./export-json";
import { exportBytes, exportCapBytes, finishedExportSizes } from "./export-storage";

/** How many exports the list shows: a day's worth for anyone using it by hand. */
const LIST_LIMIT = 50;

/**
 * GET /api/exports: the user's exports still on the server (not expired, not cancelled), newest
 * first, with the space their finished ZIPs take against the plan's cap.
 */
export async function listExports(db: Db, userId: number): Promise<ExportList> {
  const rows = await db
    .select()
    .from(exports)
    .where(and(eq(exports.userId, userId), gt(exports.expiresAt, new Date()), ne(exports.status, "cancelled")))
    .orderBy(desc(exports.createdAt))
    .limit(LIST_LIMIT);
  const [bytes, capBytes, finished] = await Promise.all([exportBytes(db, rows.map((r) => r.id)), exportCapBytes(db, userId), finishedExportSizes(db, userId)]);
  const usedBytes = finished.reduce((sum, e) => sum + e.bytes, 0);
  return { exports: rows.map((r) => toExportStatusJson(r, bytes.get(r.id) ?? 0)), storage: { usedBytes, capBytes } };
}
