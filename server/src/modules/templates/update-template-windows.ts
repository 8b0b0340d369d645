import { and, eq, isNull } from "drizzle-orm";
import { parseTemplateName, type UpdateTemplateWindowsInput } from "@shared/templates";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import type { Point } from "../../image";
import { notFound } from "../../lib/errors";
import { placeWindows } from "./place-windows";
import { findPhotoTemplate } from "./find-photo-template";
import { templateGeometry } from "./template-geometry";

/**
 * The admin corrects a photo template's corners: validated as a room's are (400 naming the
 * rule), and the filter ratio measured again unless the name states one. Renders key their
 * caches on the windows, so every preview after this uses the new corners.
 */
export async function updateTemplateWindows(db: Db, id: number, input: UpdateTemplateWindowsInput): Promise<TemplateRow> {
  return db.transaction(async (tx) => {
    const row = await findPhotoTemplate(tx, id);
    const placed = placeWindows(row.windows ?? [], input.windows.map((w) => w.quad as Point[]), { width: row.width ?? 0, height: row.height ?? 0 });
    const geometry = templateGeometry(placed, parseTemplateName(row.name).aspectRatio, null);
    const [updated] = await tx
      .update(templates)
      .set({ windows: geometry.windows, aspectRatio: geometry.aspectRatio })
      .where(and(eq(templates.id, id), isNull(templates.ownerUserId)))
      .returning();
    if (!updated) throw notFound("Template not found");
    return updated;
  });
}
