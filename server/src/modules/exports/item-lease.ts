import { and, eq, inArray, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exportItems, exports } from "../../db/schema";

/**
 * A worker holds an item while it renders it: the lease runs out `seconds` after the last
 * renewal, in the database's clock (every instance reads the same one). Returns false when the
 * item is no longer pending (cancelled, or settled by another worker): the render should stop.
 */
export async function renewLease(db: Db, exportId: string, position: number, seconds: number): Promise<boolean> {
  const rows = await db
    .update(exportItems)
    .set({ leaseUntil: sql`now() + ${seconds} * interval '1 second'` })
    .where(and(eq(exportItems.exportId, exportId), eq(exportItems.position, position), eq(exportItems.state, "pending")))
    .returning({ position: exportItems.position });
  return rows.length > 0;
}

/**
 * The heartbeat: renews the lease every third of it while the render runs, and aborts `controller`
 * once the item is no longer pending (the user cancelled the export). A renewal that fails (the
 * database is away) is tried again at the next beat; if none succeeds the lease lapses and another
 * worker takes the item, which is right: this one cannot settle it either. Returns `stop`.
 */
export function keepLease(db: Db, exportId: string, position: number, seconds: number, controller: AbortController): () => void {
  const beat = setInterval(() => {
    renewLease(db, exportId, position, seconds).then(
      (held) => held || controller.abort(new Error("The export was cancelled")),
      () => undefined,
    );
  }, (seconds * 1000) / 3);
  return () => clearInterval(beat);
}

/**
 * Items whose worker stopped renewing (killed, its machine gone): each is claimed by clearing its
 * lease (so only one instance hands it on) and its job id returned, for the queue to retry now.
 * `held`: jobs the caller's own workers are rendering, never claimed.
 */
export async function claimLapsedLeases(db: Db, held: ReadonlySet<string> = new Set()): Promise<string[]> {
  const lapsed = db
    .select({ exportId: exportItems.exportId })
    .from(exportItems)
    .innerJoin(exports, eq(exports.id, exportItems.exportId))
    .where(and(eq(exportItems.state, "pending"), isNotNull(exportItems.leaseUntil), lt(exportItems.leaseUntil, sql`now()`), inArray(exports.status, ["queued", "running"])));
  const rows = await db
    .update(exportItems)
    .set({ leaseUntil: null })
    .where(
      and(
        inArray(exportItems.exportId, lapsed),
        eq(exportItems.state, "pending"),
        isNotNull(exportItems.leaseUntil),
        lt(exportItems.leaseUntil, sql`now()`),
        held.size > 0 ? notInArray(exportItems.jobId, [...held]) : undefined,
      ),
    )
    .returning({ jobId: exportItems.jobId });
  return rows.map((r) => r.jobId);
}
