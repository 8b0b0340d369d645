import { and, eq } from "drizzle-orm";
import type { UpdateRoomInput } from "@shared/rooms";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import type { Point } from "../../image";
import { badRequest, notFound } from "../../lib/errors";
import { checkWallScale } from "./check-wall-scale";
import { NO_WINDOW_NO_WALL } from "./update-template";
import { findRoom, ROOM_NOT_FOUND } from "./find-room";
import { chooseSmartObjects } from "./psd-windows";
import { placeWindows } from "./place-windows";

/**
 * Renames a room, replaces its windows and/or sets its wall scale. New quads are validated against
 * the photo; a quad left exactly where the engine put it stays `detected`. Transparent-window
 * photos keep drawing under the photo, opaque ones over it; a room with a wall scale is a bare
 * wall (the print hung at true size), checked against the photo as the admin's templates are.
 */
export async function updateRoom(db: Db, userId: number, id: number, input: UpdateRoomInput): Promise<TemplateRow> {
  const room = await findRoom(db, userId, id);
  const set: Partial<Pick<TemplateRow, "name" | "windows" | "pxPerCm" | "wallAnchor" | "defaultSize">> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.smartObjects) {
    if (!room.psd) throw badRequest("smartObjects is for a room made from a Photoshop document");
    set.windows = chooseSmartObjects(room.psd, input.smartObjects, { width: room.width ?? 0, height: room.height ?? 0 });
  }
  if (input.windows) {
    const quads = input.windows.map((w) => w.quad as Point[]);
    set.windows = placeWindows(room.windows ?? [], quads, { width: room.width ?? 0, height: room.height ?? 0 });
  }
  if (input.wall === null) {
    if (!(set.windows ?? room.windows)?.length) throw badRequest(NO_WINDOW_NO_WALL);
    Object.assign(set, { pxPerCm: null, wallAnchor: null, defaultSize: null });
  } else if (input.wall) {
    if (!room.width || !room.height) throw badRequest("This room's image size is unknown");
    checkWallScale(input.wall, { width: room.width, height: room.height });
    Object.assign(set, { pxPerCm: input.wall.pxPerCm, wallAnchor: input.wall.anchor, defaultSize: input.wall.defaultSize });
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
