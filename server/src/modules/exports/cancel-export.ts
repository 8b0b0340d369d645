import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { exportItems, exports, type ExportRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { refundDownload } from "../billing";
import { EXPORT_NOT_FOUND, findExport } from "./find-export";
import { removeExportFiles } from "./remove-export-files";

/**
 * DELETE /api/exports/{id}: the user's export stops and its files go. In one transaction the
 * export becomes `cancelled` and its unrendered items too, and the downloads reserved for them
 * are given back; then their queue jobs are cancelled (a render already running sees its item
 * cancelled at its next heartbeat and is stopped) and every file is removed. Cancelling a
 * finished export removes its files the same way (its downloads were delivered: no refund).
 */
export async function cancelExport(deps: AppDeps, userId: number, id: string): Promise<ExportRow> {
  const { db, storage, queue } = deps;
  await findExport(db, userId, id);
  const { row, jobIds } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(exports)
      .set({ status: "cancelled" })
      .where(and(eq(exports.id, id), eq(exports.userId, userId)))
      .returning();
    if (!row) throw notFound(EXPORT_NOT_FOUND);
    const unrendered = await tx
      .update(exportItems)
      .set({ state: "cancelled", leaseUntil: null })
      .where(and(eq(exportItems.exportId, id), inArray(exportItems.state, ["pending"])))
      .returning({ jobId: exportItems.jobId });
    if (row.counted) await refundDownload(tx, userId, unrendered.length);
    return { row, jobIds: unrendered.map((i) => i.jobId) };
  });
  await queue?.cancel(jobIds);
  await removeExportFiles(storage, id);
  return row;
}
