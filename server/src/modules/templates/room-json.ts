import type { Room } from "@shared/rooms";
import type { TemplateRow } from "../../db/schema";
import { toTemplateJson } from "./template-json";
import { fileOfRoomImageUrl, roomThumbnailUrl } from "./room-files";

export function toRoomJson(row: TemplateRow): Room {
  const file = fileOfRoomImageUrl(row.imageUrl);
  return {
    ...toTemplateJson(row),
    thumbnailUrl: file ? roomThumbnailUrl(file) : row.imageUrl,
    windows: (row.windows ?? []).map((w) => ({ quad: w.quad, detected: w.detected ?? false })),
  };
}
