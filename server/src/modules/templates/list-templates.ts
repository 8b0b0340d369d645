import { and, eq, isNull } from "drizzle-orm";
import { compareTemplateNames } from "@shared/templates";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";

/** Rendered rooms lead the catalogue, then the rest in the spec's order. */
const ORIGIN_RANK: Record<TemplateRow["origin"], number> = { rendered: 0, drawn: 1, uploaded: 1 };

/** All catalogue templates (or the featured ones; never a user's room): rendered rooms first, then by "Mockup #N", unnumbered last. */
export async function listTemplates(db: Db, opts: { featuredOnly?: boolean } = {}): Promise<TemplateRow[]> {
  const catalogue = isNull(templates.ownerUserId);
  const rows = await db
    .select()
    .from(templates)
    .where(opts.featuredOnly ? and(catalogue, eq(templates.featured, true)) : catalogue);
  return rows.sort((a, b) => ORIGIN_RANK[a.origin] - ORIGIN_RANK[b.origin] || compareTemplateNames(a.name, b.name) || a.id - b.id);
}
