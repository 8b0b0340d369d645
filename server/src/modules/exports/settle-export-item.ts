import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exportItems, exports } from "../../db/schema";
import { refundDownload } from "../billing";

type Outcome = { state: "done"; bytes: number } | { state: "failed" };

/**
 * Moves one item out of `pending` and advances its export, in one transaction. Only the first
 * caller changes anything (a retried or duplicated job finds the item settled), so the progress
 * counters, and a failed item's refunded download, happen exactly once.
 *
 * @returns the export's status after this item, or null when the item was already settled (or cancelled).
 */
export async function settleExportItem(db: Db, exportId: string, position: number, outcome: Outcome): Promise<{ status: string } | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(exportItems)
      .set({ state: outcome.state, bytes: outcome.state === "done" ? outcome.bytes : null })
      .where(and(eq(exportItems.exportId, exportId), eq(exportItems.position, position), eq(exportItems.state, "pending")))
      .returning({ position: exportItems.position });
    if (!changed) return null;

    const ok = outcome.state === "done" ? 1 : 0;
    // SET expressions read the row before this update: done + failed + 1 is the settled count.
    const [row] = await tx
      .update(exports)
      .set({
        done: sql`${exports.done} + ${ok}`,
        failed: sql`${exports.failed} + ${1 - ok}`,
        status: sql`case when ${exports.done} + ${exports.failed} + 1 < ${exports.total} then 'running'
                    when ${exports.done} + ${ok} > 0 then 'done' else 'failed' end`,
      })
      .where(eq(exports.id, exportId))
      .returning({ userId: exports.userId, counted: exports.counted, status: exports.status });
    // A file the user will not get is not a download: give it back.
    if (row && outcome.state === "failed" && row.counted) {
      await refundDownload(tx, row.userId);
    }
    return row ? { status: row.status } : null;
  });
}
