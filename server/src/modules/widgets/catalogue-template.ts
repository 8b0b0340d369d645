import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates } from "../../db/schema";

/** Whether `id` is a room of the public catalogue: a widget never shows anyone's own rooms. */
export async function isCatalogueTemplate(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.ownerUserId)))
    .limit(1);
  return row !== undefined;
}
