import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates, type TemplateRow } from "../../db/schema";

/** The user's rooms, oldest first. */
export async function listRooms(db: Db, userId: number): Promise<TemplateRow[]> {
  return db.select().from(templates).where(eq(templates.ownerUserId, userId)).orderBy(asc(templates.id));
}
