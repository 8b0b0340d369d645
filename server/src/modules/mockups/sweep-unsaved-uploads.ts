import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { savedMockups } from "../../db/schema";
import { MOCKUP_FILE, mockupImageUrl, mockupKeys } from "./mockup-files";

/** An uploaded image not named by POST /api/mockups within a day was abandoned. */
export const UNSAVED_UPLOAD_TTL_MS = 24 * 3_600_000;

/** `mockups/{userId}/{file}.png`: the full image of an upload or a saved mockup. */
const FULL_KEY = /^mockups\/(\d+)\/([A-Za-z0-9_-]+\.png)$/;

/**
 * Deletes images uploaded with POST /api/mockups/upload that no saved mockup uses after a day,
 * with their display and thumbnail copies. Saved mockups' files are kept however old they are.
 *
 * @returns how many uploads were removed.
 */
export async function sweepUnsavedMockupUploads(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const { db, storage } = deps;
  const old = await storage.listOlderThan("mockups/", new Date(now.getTime() - UNSAVED_UPLOAD_TTL_MS));
  let removed = 0;
  for (const key of old) {
    const m = key.match(FULL_KEY);
    if (!m || !MOCKUP_FILE.test(m[2]!)) continue;
    const [userId, file] = [Number(m[1]), m[2]!];
    const [used] = await db
      .select({ id: savedMockups.id })
      .from(savedMockups)
      .where(and(eq(savedMockups.userId, userId), eq(savedMockups.imageUrl, mockupImageUrl(file))))
      .limit(1);
    if (used) continue;
    await storage.deleteMany(Object.values(mockupKeys(userId, file)));
    removed++;
  }
  return removed;
}
