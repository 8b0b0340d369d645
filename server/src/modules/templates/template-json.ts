import type { Template } from "@shared/templates";
import type { TemplateRow } from "../../db/schema";
import { TEMPLATE_IMAGE_PATH, TEMPLATE_THUMBNAIL_PATH } from "./template-files";
import { windowPlacement } from "./window-placement";
import { psdImportJson } from "./psd-windows";

export function toTemplateJson(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.imageUrl.replace(TEMPLATE_IMAGE_PATH, TEMPLATE_THUMBNAIL_PATH),
    category: row.category,
    featured: row.featured,
    aspectRatio: row.aspectRatio,
    color: row.color,
    roomType: row.roomType,
    width: row.width,
    height: row.height,
    windowCount: row.windows?.length ?? 0,
    pxPerCm: row.pxPerCm ?? null,
    anchor: row.wallAnchor ?? null,
    defaultSize: row.defaultSize ?? null,
    placement: windowPlacement(row.windows),
    ...(row.psd ? { psd: psdImportJson(row.psd, row.windows ?? []) } : {}),
  };
}
