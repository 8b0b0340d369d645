import { artworkPreviewsUrl } from "@shared/api-urls";
import type { FitMode } from "@shared/constants";
import { previewRecordReader, type PreviewRecord } from "@shared/preview-stream";
import type { RenderOptionsInput } from "@shared/render-options";
import { apiRequest } from "@/lib/api";

/**
 * GET /api/artworks/{id}/previews: one request for several templates' previews, each record
 * handed to `onRecord` the moment it has arrived (the server sends them as they are rendered).
 * Rejects when the request fails as a whole (an `ApiError`), or when the answer ends in the
 * middle of a record; records already handed over stay handed over.
 */
export async function fetchPreviews(
  artworkId: string,
  templateIds: readonly number[],
  fit: FitMode,
  render: RenderOptionsInput,
  onRecord: (record: PreviewRecord) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await apiRequest("GET", artworkPreviewsUrl(artworkId, templateIds, fit, render), undefined, { signal });
  if (!res.body) throw new Error("The previews came without a body");
  const reader = previewRecordReader();
  const chunks = res.body.getReader();
  for (let chunk = await chunks.read(); !chunk.done; chunk = await chunks.read()) {
    for (const record of reader.push(chunk.value)) onRecord(record);
  }
  if (reader.pending) throw new Error("The previews ended early");
}
