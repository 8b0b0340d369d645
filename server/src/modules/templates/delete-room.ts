import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { templates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { fileOfRoomImageUrl, roomKeys } from "./room-files";
import { ROOM_NOT_FOUND } from "./find-room";

/** Deletes one of the user's rooms, then its files. Saved mockups keep their own rendered images. */
export async function deleteRoom({ db, storage }: Pick<AppDeps, "db" | "storage">, userId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.ownerUserId, userId)))
    .returning({ imageUrl: templates.imageUrl });
  if (!row) throw notFound(ROOM_NOT_FOUND);
  const file = fileOfRoomImageUrl(row.imageUrl);
  if (file) await storage.deleteMany(Object.values(roomKeys(file)));
}
