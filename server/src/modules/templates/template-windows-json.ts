import type { TemplateWindows } from "@shared/templates";
import type { TemplateRow } from "../../db/schema";

/** What the admin's corner editor needs of a photo template. */
export function toTemplateWindowsJson(row: TemplateRow): TemplateWindows {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    width: row.width ?? 0,
    height: row.height ?? 0,
    windows: (row.windows ?? []).map((w) => ({ quad: w.quad, detected: w.detected ?? false })),
  };
}
