import { exportDownloadUrl, type ExportStatus } from "@shared/exports";
import type { ExportRow } from "../../db/schema";

/** `bytes`: what the export's rendered files take on the server (export-storage.ts). */
export function toExportStatusJson(row: ExportRow, bytes: number): ExportStatus {
  return {
    id: row.id,
    status: row.status,
    done: row.done,
    failed: row.failed,
    total: row.total,
    ...(row.status === "done" ? { downloadUrl: exportDownloadUrl(row.id) } : {}),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    bytes,
  };
}
