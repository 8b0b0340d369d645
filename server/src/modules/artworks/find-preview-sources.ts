import type { Db } from "../../db/client";
import type { ArtworkRow } from "../../db/schema";
import { findTemplateCached, type RenderableTemplate } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtworkCached } from "./find-artwork";

/**
 * The artwork and the template of a preview, with the rules and 404s of `findArtwork` and
 * `findTemplate`: from memory while their rows are unchanged (a studio asks for dozens of
 * previews at once, a script one after another), else both queries at once.
 */
export async function findPreviewSources(db: Db, owner: ArtworkOwner, artworkId: string, templateId: number): Promise<{ artwork: ArtworkRow; template: RenderableTemplate }> {
  const [artwork, template] = await Promise.all([findArtworkCached(db, artworkId, owner), findTemplateCached(db, templateId, owner.userId, owner.asOf)]);
  return { artwork, template };
}
