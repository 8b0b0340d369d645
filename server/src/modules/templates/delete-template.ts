import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { templates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { fileOfImageUrl, templateKeys } from "./template-files";

/** Deletes the row, then its files. Saved mockups keep their own rendered images. */
export async function deleteTemplate(db: Db, storage: Storage, id: number): Promise<void> {
  const [row] = await db.delete(templates).where(eq(templates.id, id)).returning({ imageUrl: templates.imageUrl });
  if (!row) throw notFound("Template not found");
  const file = fileOfImageUrl(row.imageUrl);
  if (file) await storage.deleteMany(Object.values(templateKeys(file)));
}
