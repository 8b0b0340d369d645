import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiBatches, exports, type ExportRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { EXPORT_ID } from "../exports";

export const BATCH_NOT_FOUND = "Batch not found";

/** The key's user's batch (its export row); anyone else's is the same 404 as none. Past its 24 hours: 410. */
export async function findBatch(db: Db, userId: number, id: string): Promise<ExportRow> {
  if (!EXPORT_ID.test(id)) throw notFound(BATCH_NOT_FOUND);
  const [row] = await db
    .select({ exp: exports })
    .from(apiBatches)
    .innerJoin(exports, eq(exports.id, apiBatches.id))
    .where(and(eq(apiBatches.id, id), eq(apiBatches.userId, userId)))
    .limit(1);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  if (row.exp.expiresAt.getTime() <= Date.now()) throw new AppError("expired", "This batch has expired: its files are kept 24 hours. Start a new batch to render them again.");
  return row.exp;
}
