import { createHash } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { TemplateWindow } from "../../image";
import { fileOfImageUrl, templateKeys } from "../templates/template-files";
import { windowPlacement } from "../templates/window-placement";
import { fileOfRoomImageUrl, roomKeys } from "../rooms/room-files";

/** A template with what a render needs: its stored files, full size and windows (full-size pixels). */
export type RenderableTemplate = {
  row: TemplateRow;
  file: string;
  /** Storage keys of the full image and the ≤ 400 px preview copy (catalogue or room). */
  keys: { full: string; preview: string };
  /** Changes whenever the windows do (rooms' and photo templates' quads are editable; else empty): part of render cache keys. */
  version: string;
  width: number;
  height: number;
  windows: TemplateWindow[];
};

/**
 * The template to render into: a catalogue template, or one of the viewer's own rooms. Another
 * user's room is 404 exactly like a missing template (ownership is in the where clause).
 */
export async function findTemplate(db: Db, id: number, viewerId: number | null): Promise<RenderableTemplate> {
  const visible = viewerId === null ? isNull(templates.ownerUserId) : or(isNull(templates.ownerUserId), eq(templates.ownerUserId, viewerId));
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), visible))
    .limit(1);
  if (!row) throw notFound("Template not found");
  const isRoom = row.ownerUserId !== null;
  const file = isRoom ? fileOfRoomImageUrl(row.imageUrl) : fileOfImageUrl(row.imageUrl);
  if (!file || !row.width || !row.height || !row.windows?.length) {
    throw new AppError("no_window", "This template has no transparent window to place artwork in");
  }
  const keys = isRoom ? roomKeys(file) : templateKeys(file);
  // A room's quads, and a catalogue photo's (the admin corrects them), can change under the same id.
  const editable = isRoom || windowPlacement(row.windows) === "over";
  const version = editable ? createHash("sha1").update(JSON.stringify(row.windows)).digest("base64url").slice(0, 12) : "";
  return { row, file, keys, version, width: row.width, height: row.height, windows: row.windows };
}
