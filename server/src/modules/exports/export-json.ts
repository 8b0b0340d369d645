import { exportDownloadUrl, type ExportStatus } from "@shared/exports";
import type { ExportRow } from "../../db/schema";

export function toExportStatusJson(row: ExportRow): ExportStatus {
  return {
    id: row.id,
    status: row.status,
    done: row.done,
    failed: row.failed,
    total: row.total,
    ...(row.status === "done" ? { downloadUrl: exportDownloadUrl(row.id) } : {}),
    expiresAt: row.expiresAt.toISOString(),
  };
}
