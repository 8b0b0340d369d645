import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";
import { notFound } from "../../lib/errors";

export const ROOM_NOT_FOUND = "Room not found";

/** One of the user's rooms; 404 for another user's room exactly as for none. */
export async function findRoom(db: Db, userId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.ownerUserId, userId)))
    .limit(1);
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return row;
}
