import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { notFound } from "../../lib/errors";

export async function setTemplateFeatured(db: Db, id: number, featured: boolean): Promise<TemplateRow> {
  const [row] = await db.update(templates).set({ featured }).where(eq(templates.id, id)).returning();
  if (!row) throw notFound("Template not found");
  return row;
}
