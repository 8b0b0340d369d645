import type { SavedMockup } from "@shared/mockups";
import type { SavedMockupRow } from "../../db/schema";

export function toSavedMockupJson(row: SavedMockupRow): SavedMockup {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    thumbnailUrl: `${row.imageUrl}?thumbnail=true`,
    downloadUrl: `/api/mockups/download/${row.id}`,
    templateId: row.templateId,
    options: row.renderOptions ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
