import { and, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { ExportFormat } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import { resultFileName, savedMockupFileName } from "@shared/file-names";
import type { Db } from "../../db/client";
import { artworks, savedMockups, templates, type TemplateRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { ArtworkOwner } from "../artworks";
import { ARTWORK_NOT_FOUND, templateWall } from "../rendering";
import { MOCKUP_NOT_FOUND } from "../mockups";

/** What one file of the export is, and its path inside the ZIP. */
export type PlannedItem = {
  entryName: string;
  artworkId: string | null;
  templateId: number | null;
  fit: FitMode | null;
  mockupId: number | null;
};

/** Names a file of an artwork × template export instead of the default (`n`: its position, from 1). */
export type NameEntry = (item: { artworkId: string; template: TemplateRow; n: number }) => string;

type Input = { items?: { artworkId: string; templateId: number; fit: FitMode }[] | undefined; mockupIds?: number[] | undefined };

/**
 * Checks every artwork, template and mockup the caller names (one 404 for anything missing or
 * not theirs, before anything is counted or queued) and names the ZIP entries: the spec's
 * download names (`shared/file-names.ts`), `{template}-mockup-{n}` per artwork (one folder per artwork when there are
 * several), or the saved mockup's name.
 */
export async function planExportItems(
  db: Db,
  userId: number,
  owner: ArtworkOwner,
  input: Input,
  format: ExportFormat,
  nameEntry?: NameEntry,
): Promise<PlannedItem[]> {
  if (input.mockupIds) {
    const rows = await db
      .select({ id: savedMockups.id, name: savedMockups.name })
      .from(savedMockups)
      .where(and(inArray(savedMockups.id, input.mockupIds), eq(savedMockups.userId, userId)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return input.mockupIds.map((id) => {
      const row = byId.get(id);
      if (!row) throw notFound(MOCKUP_NOT_FOUND);
      return { entryName: savedMockupFileName(row, format), artworkId: null, templateId: null, fit: null, mockupId: id };
    });
  }

  const requested = input.items ?? [];
  const artworkIds = [...new Set(requested.map((i) => i.artworkId))];
  const templateIds = [...new Set(requested.map((i) => i.templateId))];
  const access: SQL[] = [];
  if (owner.userId !== null) access.push(eq(artworks.userId, owner.userId));
  if (owner.tokenHash !== null) access.push(eq(artworks.ownerToken, owner.tokenHash));
  const [ownArt, templateRows] = await Promise.all([
    db
      .select({ id: artworks.id })
      .from(artworks)
      .where(and(inArray(artworks.id, artworkIds), or(...access), or(isNull(artworks.expiresAt), gt(artworks.expiresAt, new Date())))),
    // Catalogue templates and the caller's own rooms; another user's room is "not found".
    db
      .select()
      .from(templates)
      .where(and(inArray(templates.id, templateIds), or(isNull(templates.ownerUserId), eq(templates.ownerUserId, userId)))),
  ]);
  if (ownArt.length !== artworkIds.length) throw notFound(ARTWORK_NOT_FOUND);
  const templateById = new Map(templateRows.map((t) => [t.id, t]));

  const folders = artworkIds.length > 1;
  const counters = new Map<string, number>();
  return requested.map((item, i) => {
    const template = templateById.get(item.templateId);
    if (!template) throw notFound("Template not found");
    if (!template.width || !template.height || !(template.windows?.length || templateWall(template))) {
      throw new AppError("no_window", "This template has no transparent window to place artwork in");
    }
    if (nameEntry) return { entryName: nameEntry({ artworkId: item.artworkId, template, n: i + 1 }), artworkId: item.artworkId, templateId: item.templateId, fit: item.fit, mockupId: null };
    const n = (counters.get(item.artworkId) ?? 0) + 1;
    counters.set(item.artworkId, n);
    const folder = folders ? `artwork-${artworkIds.indexOf(item.artworkId) + 1}/` : "";
    // The single download's name, numbered instead of timed.
    return { entryName: `${folder}${resultFileName(template.name, n, format)}`, artworkId: item.artworkId, templateId: item.templateId, fit: item.fit, mockupId: null };
  });
}

