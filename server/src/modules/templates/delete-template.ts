import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { fileOfImageUrl, templateKeys } from "./template-files";

/** Deletes a catalogue template (a user's room is not the admin's to delete), then its files. Saved mockups keep their own rendered images. */
export async function deleteTemplate(db: Db, storage: Storage, id: number): Promise<void> {
  const [row] = await db.delete(templates).where(and(eq(templates.id, id), isNull(templates.ownerUserId))).returning({ imageUrl: templates.imageUrl });
  if (!row) throw notFound("Template not found");
  const file = fileOfImageUrl(row.imageUrl);
  if (file) await storage.deleteMany(Object.values(templateKeys(file)));
}
