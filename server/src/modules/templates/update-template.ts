import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { notFound } from "../../lib/errors";

export async function setTemplateFeatured(db: Db, id: number, featured: boolean): Promise<TemplateRow> {
  const [row] = await db.update(templates).set({ featured }).where(and(eq(templates.id, id), isNull(templates.ownerUserId))).returning();
  if (!row) throw notFound("Template not found");
  return row;
}
