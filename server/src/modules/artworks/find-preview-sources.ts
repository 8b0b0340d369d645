import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { artworks, templates, type ArtworkRow } from "../../db/schema";
import { findTemplate, renderableTemplate, templateVisibleTo, type RenderableTemplate } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";
import { artworkUsableBy, findArtwork } from "./find-artwork";

/**
 * The artwork and the template of a preview in one query (a studio asks for dozens of previews
 * at once: one database round trip each instead of two), with the same rules as `findArtwork`
 * and `findTemplate` in its where clause. When either is missing or not the caller's, those two
 * run to say which (the same 404s as ever).
 */
export async function findPreviewSources(db: Db, owner: ArtworkOwner, artworkId: string, templateId: number): Promise<{ artwork: ArtworkRow; template: RenderableTemplate }> {
  const usable = artworkUsableBy(owner);
  if (usable) {
    const [row] = await db
      .select({ artwork: artworks, template: templates })
      .from(artworks)
      .innerJoin(templates, and(eq(templates.id, templateId), templateVisibleTo(owner.userId)))
      .where(and(eq(artworks.id, artworkId), usable))
      .limit(1);
    if (row) return { artwork: row.artwork, template: renderableTemplate(row.template) };
  }
  const [artwork, template] = await Promise.all([findArtwork(db, artworkId, owner), findTemplate(db, templateId, owner.userId)]);
  return { artwork, template };
}
