import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { windowPlacement } from "./window-placement";

export const NOT_A_PHOTO = "Only a photo's windows can be placed by hand: this template's windows are its transparent areas";

/** A catalogue template made from a photo (its windows editable); 404 for none or a user's room, 400 for a cut-out template. */
export async function findPhotoTemplate(db: Pick<Db, "select">, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.ownerUserId)))
    .limit(1);
  if (!row) throw notFound("Template not found");
  if (windowPlacement(row.windows) !== "over" || !row.width || !row.height) throw badRequest(NOT_A_PHOTO);
  return row;
}
