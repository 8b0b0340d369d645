import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { EXPORT_STORAGE_CAP_BYTES } from "@shared/exports";
import type { Db } from "../../db/client";
import { exportItems, exports, users } from "../../db/schema";
import { isPremium } from "../billing";

/** The plan's cap on finished ZIPs kept at once. */
export async function exportCapBytes(db: Db, userId: number): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && isPremium(user) ? EXPORT_STORAGE_CAP_BYTES.premium : EXPORT_STORAGE_CAP_BYTES.free;
}

/** The user's finished, unexpired exports with their size on disk, oldest first. */
export async function finishedExportSizes(db: Db, userId: number): Promise<{ id: string; bytes: number }[]> {
  const rows = await db
    .select({ id: exports.id, bytes: sql<number>`coalesce(sum(${exportItems.bytes}), 0)::float8` })
    .from(exports)
    .leftJoin(exportItems, and(eq(exportItems.exportId, exports.id), eq(exportItems.state, "done")))
    .where(and(eq(exports.userId, userId), eq(exports.status, "done"), gt(exports.expiresAt, new Date())))
    .groupBy(exports.id, exports.createdAt)
    .orderBy(asc(exports.createdAt));
  return rows.map((r) => ({ id: r.id, bytes: Number(r.bytes) }));
}

/** Bytes each export's rendered files take, by id (0 for one with none yet). */
export async function exportBytes(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: exportItems.exportId, bytes: sql<number>`coalesce(sum(${exportItems.bytes}), 0)::float8` })
    .from(exportItems)
    .where(and(inArray(exportItems.exportId, ids), eq(exportItems.state, "done")))
    .groupBy(exportItems.exportId);
  return new Map(rows.map((r) => [r.id, Number(r.bytes)]));
}
