import { and, eq, isNull } from "drizzle-orm";
import { compareTemplateNames } from "@shared/templates";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";

/** All catalogue templates (or the featured ones; never a user's room) in the spec's order: by "Mockup #N", unnumbered last. */
export async function listTemplates(db: Db, opts: { featuredOnly?: boolean } = {}): Promise<TemplateRow[]> {
  const catalogue = isNull(templates.ownerUserId);
  const rows = await db
    .select()
    .from(templates)
    .where(opts.featuredOnly ? and(catalogue, eq(templates.featured, true)) : catalogue);
  return rows.sort((a, b) => compareTemplateNames(a.name, b.name) || a.id - b.id);
}
