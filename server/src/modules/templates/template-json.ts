import type { Template } from "@shared/templates";
import type { TemplateRow } from "../../db/schema";
import { TEMPLATE_IMAGE_PATH, TEMPLATE_THUMBNAIL_PATH } from "./template-files";
import { windowPlacement } from "./window-placement";
import { psdImportJson } from "./psd-windows";

/** A rendered room's credit when its room.json names none: every scene is rendered by Blender's Cycles (decision 0014). */
export const DEFAULT_RENDER_CREDIT = "Rendered room · Blender Cycles";

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
    origin: row.origin,
    light: row.scene?.light ?? null,
    wall: row.scene?.wall ?? null,
    orientation: row.scene?.orientation ?? null,
    credit: row.origin === "rendered" ? (row.scene?.credit ?? DEFAULT_RENDER_CREDIT) : null,
    ...(row.origin === "rendered" ? { windows: (row.windows ?? []).map((w) => ({ quad: w.quad })) } : {}),
  };
}
