import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedMockups, type SavedMockupRow } from "../../db/schema";

/** The user's own saved mockups, newest first. */
export function listMockups(db: Db, userId: number): Promise<SavedMockupRow[]> {
  return db.select().from(savedMockups).where(eq(savedMockups.userId, userId)).orderBy(desc(savedMockups.createdAt), desc(savedMockups.id));
}
