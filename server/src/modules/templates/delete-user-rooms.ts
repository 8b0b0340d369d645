import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates } from "../../db/schema";
import { fileOfRoomImageUrl, roomKeys } from "./room-files";

/** Deletes every room of a user; returns the storage keys to remove once the transaction commits. */
export async function deleteUserRooms(tx: Db, userId: number): Promise<string[]> {
  const rooms = await tx.delete(templates).where(eq(templates.ownerUserId, userId)).returning({ imageUrl: templates.imageUrl });
  return rooms.flatMap((r) => fileOfRoomImageUrl(r.imageUrl) ?? []).flatMap((file) => Object.values(roomKeys(file)));
}
