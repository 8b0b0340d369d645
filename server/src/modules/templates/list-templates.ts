import { eq } from "drizzle-orm";
import { compareTemplateNames } from "@shared/templates";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";

/** All templates (or the featured ones) in the spec's order: by "Mockup #N", unnumbered last. */
export async function listTemplates(db: Db, opts: { featuredOnly?: boolean } = {}): Promise<TemplateRow[]> {
  const query = db.select().from(templates);
  const rows = await (opts.featuredOnly ? query.where(eq(templates.featured, true)) : query);
  return rows.sort((a, b) => compareTemplateNames(a.name, b.name) || a.id - b.id);
}
