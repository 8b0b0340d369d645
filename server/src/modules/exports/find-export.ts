import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exports, type ExportRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { EXPORT_ID } from "./export-files";

export const EXPORT_NOT_FOUND = "Export not found";
export const EXPORT_EXPIRED = "This export has expired. Start a new one to download these mockups again.";

/** The user's export; anyone else's is the same 404 as none. Past its 24 hours: 410. */
export async function findExport(db: Db, userId: number, id: string): Promise<ExportRow> {
  if (!EXPORT_ID.test(id)) throw notFound(EXPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, id), eq(exports.userId, userId)))
    .limit(1);
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("expired", EXPORT_EXPIRED);
  return row;
}
