import { and, eq } from "drizzle-orm";
import type { UpdateRoomInput } from "@shared/rooms";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import type { Point, TemplateWindow } from "../../image";
import { notFound } from "../../lib/errors";
import { findRoom, ROOM_NOT_FOUND } from "./find-room";
import { placeWindows } from "./place-windows";

/**
 * Renames a room and/or replaces its windows. New quads are validated against the photo; a quad
 * left exactly where the engine put it stays `detected`. Transparent-window photos keep drawing
 * under the photo, opaque ones over it.
 */
export async function updateRoom(db: Db, userId: number, id: number, input: UpdateRoomInput): Promise<TemplateRow> {
  const room = await findRoom(db, userId, id);
  const set: { name?: string; windows?: TemplateWindow[] } = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.windows) {
    const quads = input.windows.map((w) => w.quad as Point[]);
    set.windows = placeWindows(room.windows ?? [], quads, { width: room.width ?? 0, height: room.height ?? 0 });
  }
  if (Object.keys(set).length === 0) return room;
  const [row] = await db
    .update(templates)
    .set(set)
    .where(and(eq(templates.id, id), eq(templates.ownerUserId, userId)))
    .returning();
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return row;
}
