import { createHash } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { printSizeSchema, type PrintSize } from "@shared/print-size";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { rowCache, rowTag } from "../../lib/row-cache";
import type { Point, RoomLight, TemplateWindow } from "../../image";
import { fileOfImageUrl, templateKeys, windowPlacement, fileOfRoomImageUrl, roomKeys } from "../templates";

/**
 * A bare wall's true-size placement: its scale, the piece's centre and the size shown when none
 * is chosen; or (`quad`) the print's corners on a wall seen at an angle, a shopper's own photo.
 */
export type TemplateWall = { pxPerCm: number; anchor: Point; defaultSize: PrintSize; quad?: Point[] };

/** A template with what a render needs: its stored files, full size and windows (full-size pixels), or its wall. */
export type RenderableTemplate = {
  row: TemplateRow;
  file: string;
  /** Storage keys of the full image and the ≤ 400 px preview copy (catalogue or room), a PSD template's prepared layers and a rendered room's passes. */
  keys: { full: string; preview: string; layers: string; previewLayers: string; passes?: string; previewPasses?: string };
  /** Changes whenever the windows do (rooms' and photo templates' quads are editable; else empty): part of render cache keys. */
  version: string;
  width: number;
  height: number;
  windows: TemplateWindow[];
  /** Set for a bare wall: the framed print is hung at true size instead of filling windows. */
  wall?: TemplateWall;
  /** A PSD template: the art goes between its prepared layers (`keys.layers`, `keys.previewLayers`). */
  psd?: boolean;
  /** A rendered room: its passes (`keys.passes`, `keys.previewPasses`) light the art. */
  scene?: boolean;
};

/** The room light a render uses when the request names none: PSD templates carry their own light and shadows. */
export const defaultLight = (template: RenderableTemplate): RoomLight => (template.psd ? "off" : "keep");

/** The wall placement of a row, when it has a complete and valid one. */
export function templateWall(row: TemplateRow): TemplateWall | undefined {
  if (!row.pxPerCm || !row.wallAnchor || !row.defaultSize) return undefined;
  const size = printSizeSchema.safeParse(row.defaultSize);
  return size.success ? { pxPerCm: row.pxPerCm, anchor: row.wallAnchor, defaultSize: size.data } : undefined;
}

/**
 * The template to render into: a catalogue template, or one of the viewer's own rooms. Another
 * user's room is 404 exactly like a missing template (ownership is in the where clause).
 */
export async function findTemplate(db: Db, id: number, viewerId: number | null): Promise<RenderableTemplate> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), templateVisibleTo(viewerId)))
    .limit(1);
  if (!row) throw notFound("Template not found");
  return renderableTemplate(row);
}

/** The catalogue, plus the viewer's own rooms. */
export const templateVisibleTo = (viewerId: number | null) =>
  viewerId === null ? isNull(templates.ownerUserId) : or(isNull(templates.ownerUserId), eq(templates.ownerUserId, viewerId));

/**
 * `findTemplate` with the row from memory while it is unchanged (row-cache.ts): one entry per
 * template for every viewer, so `templateVisibleTo`'s rule is applied here to the row in hand.
 */
export async function findTemplateCached(db: Db, id: number, viewerId: number | null, asOf?: number): Promise<RenderableTemplate> {
  const row = await rowCache<TemplateRow>(db, "templates").get(String(id), async () => {
    const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
    return row ? { value: row, rows: [rowTag(templates, id)] } : null;
  }, asOf);
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== viewerId)) throw notFound("Template not found");
  return renderableTemplate(row);
}

/** A template row the viewer may use, with what a render needs; 'no_window' when it has none. */
export function renderableTemplate(row: TemplateRow): RenderableTemplate {
  const isRoom = row.ownerUserId !== null;
  const file = isRoom ? fileOfRoomImageUrl(row.imageUrl) : fileOfImageUrl(row.imageUrl);
  const wall = templateWall(row);
  if (!file || !row.width || !row.height || !(wall || row.windows?.length)) {
    throw new AppError("no_window", "This template has no transparent window to place artwork in");
  }
  const keys = isRoom ? roomKeys(file) : templateKeys(file);
  // A room's quads, a catalogue photo's (the admin corrects them) and a bare wall's scale can
  // change under the same id: their previews are versioned and not kept by browsers for long.
  const editable = isRoom || windowPlacement(row.windows) === "over" || wall !== undefined;
  const geometry = wall ? [row.windows, row.pxPerCm, row.wallAnchor, row.defaultSize] : row.windows;
  const version = editable ? createHash("sha1").update(JSON.stringify(geometry)).digest("base64url").slice(0, 12) : "";
  return { row, file, keys, version, width: row.width, height: row.height, windows: row.windows ?? [], wall, psd: row.psd !== null, scene: row.origin === "rendered" };
}
