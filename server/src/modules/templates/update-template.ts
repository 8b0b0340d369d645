import { and, eq, isNull } from "drizzle-orm";
import type { WallScale } from "@shared/templates";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { checkWallScale } from "./check-wall-scale";

export type TemplateChanges = { featured?: boolean; wall?: WallScale | null };

export const NO_WINDOW_NO_WALL = "This template has no transparent window: it needs a wall scale and anchor";

/**
 * The admin's edits: the featured flag, and a bare wall's scale, anchor and default size (null
 * removes them, unless the image has no window to fall back on). Checked against the stored image.
 */
export async function updateTemplate(db: Db, id: number, changes: TemplateChanges): Promise<TemplateRow> {
  return db.transaction(async (tx) => {
    // The catalogue only: a user's own room is not the admin's to edit (404 like a missing one).
    const catalogue = and(eq(templates.id, id), isNull(templates.ownerUserId));
    const [current] = await tx.select().from(templates).where(catalogue).limit(1);
    if (!current) throw notFound("Template not found");
    const set: Partial<TemplateRow> = {};
    if (changes.featured !== undefined) set.featured = changes.featured;
    if (changes.wall === null) {
      if (!current.windows?.length) throw badRequest(NO_WINDOW_NO_WALL);
      Object.assign(set, { pxPerCm: null, wallAnchor: null, defaultSize: null });
    } else if (changes.wall) {
      if (!current.width || !current.height) throw badRequest("This template's image size is unknown");
      checkWallScale(changes.wall, { width: current.width, height: current.height });
      Object.assign(set, { pxPerCm: changes.wall.pxPerCm, wallAnchor: changes.wall.anchor, defaultSize: changes.wall.defaultSize });
    }
    const [row] = await tx.update(templates).set(set).where(catalogue).returning();
    if (!row) throw notFound("Template not found");
    return row;
  });
}
