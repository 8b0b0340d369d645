import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exportItems, exports } from "../../db/schema";
import { refundDownload } from "../billing";

/** An export that has just settled for good, as told inside the transaction that settled it. */
export type FinishedExport = { id: string; userId: number; status: "done" | "failed" };
/** Runs in the settling transaction: what it writes (a queued job) commits with the settle or not at all. */
export type OnExportFinished = (tx: Db, exp: FinishedExport) => Promise<void>;

/** `error`: why it failed, in words a caller can act on (kept on the item). */
type Outcome = { state: "done"; bytes: number } | { state: "failed"; error: string };

/**
 * Moves one item out of `pending` and advances its export, in one transaction. Only the first
 * caller changes anything (a retried or duplicated job finds the item settled), so the progress
 * counters, and a failed item's refunded download, happen exactly once.
 *
 * `onFinished` runs when this item was the export's last.
 *
 * @returns the export's status after this item, or null when the item was already settled (or cancelled).
 */
export async function settleExportItem(
  db: Db,
  exportId: string,
  position: number,
  outcome: Outcome,
  onFinished?: OnExportFinished,
): Promise<{ status: string } | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(exportItems)
      .set(outcome.state === "done" ? { state: "done", bytes: outcome.bytes } : { state: "failed", bytes: null, error: outcome.error })
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
    // Only the last item's settle sees the end: told exactly once.
    if (row && (row.status === "done" || row.status === "failed")) await onFinished?.(tx, { id: exportId, userId: row.userId, status: row.status });
    return row ? { status: row.status } : null;
  });
}
