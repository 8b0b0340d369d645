import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedMockups } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { fileOfMockupUrl, mockupKeys } from "./mockup-files";

export const MOCKUP_NOT_FOUND = "Mockup not found";

/** Deletes one of the user's saved mockups (another user's is "not found"), then its files. */
export async function deleteMockup(db: Db, storage: Storage, userId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(savedMockups)
    .where(and(eq(savedMockups.id, id), eq(savedMockups.userId, userId)))
    .returning({ imageUrl: savedMockups.imageUrl });
  if (!row) throw notFound(MOCKUP_NOT_FOUND);
  const file = fileOfMockupUrl(row.imageUrl);
  if (file) await storage.deleteMany(Object.values(mockupKeys(userId, file)));
}
