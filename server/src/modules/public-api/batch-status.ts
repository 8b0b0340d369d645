import { and, asc, eq } from "drizzle-orm";
import { batchZipUrl, type BatchStatus } from "@shared/public-api";
import type { Db } from "../../db/client";
import { exportItems, type ExportRow } from "../../db/schema";

/** A batch as GET /api/v1/batches/{id} answers it: progress, each failed file and why, the ZIP once done. */
export async function batchStatus(db: Db, exp: ExportRow): Promise<BatchStatus> {
  const failed = await db
    .select({ artworkId: exportItems.artworkId, templateId: exportItems.templateId, error: exportItems.error })
    .from(exportItems)
    .where(and(eq(exportItems.exportId, exp.id), eq(exportItems.state, "failed")))
    .orderBy(asc(exportItems.position));
  return {
    id: exp.id,
    // A batch is not cancelled through the API; one cancelled on the site has failed for its caller.
    status: exp.status === "cancelled" ? "failed" : exp.status,
    done: exp.done,
    total: exp.total,
    errors: failed.map((f) => ({ artworkId: f.artworkId ?? "", templateId: f.templateId ?? 0, message: f.error ?? "The file could not be rendered" })),
    zipUrl: exp.status === "done" ? batchZipUrl(exp.id) : null,
  };
}
