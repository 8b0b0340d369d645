import { lt } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { templateUploads } from "../../db/schema";
import { templateKeys } from "./template-files";

/** An admin upload not turned into a template within a day was abandoned (e.g. a failed create). */
export const TEMPLATE_UPLOAD_TTL_MS = 24 * 3_600_000;

/** Deletes stale template uploads; whoever deletes a row (one instance) deletes its files. */
export async function sweepUnusedTemplateUploads(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const rows = await deps.db
    .delete(templateUploads)
    .where(lt(templateUploads.createdAt, new Date(now.getTime() - TEMPLATE_UPLOAD_TTL_MS)))
    .returning({ file: templateUploads.file });
  if (rows.length) await deps.storage.deleteMany(rows.flatMap((r) => Object.values(templateKeys(r.file))));
  return rows.length;
}
