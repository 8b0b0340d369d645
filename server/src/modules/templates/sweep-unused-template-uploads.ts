import { lt } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { templateUploads } from "../../db/schema";
import { PSD_STAGING_PREFIX } from "./receive-upload";
import { templateKeys } from "./template-files";

/** An admin upload not turned into a template within a day was abandoned (e.g. a failed create). */
export const TEMPLATE_UPLOAD_TTL_MS = 24 * 3_600_000;

/** A Photoshop upload is staged only while it is prepared (minutes at most); one older was left by a crash. */
const PSD_STAGING_TTL_MS = 3_600_000;

/**
 * Deletes stale template uploads; whoever deletes a row (one instance) deletes its files. Also
 * Photoshop uploads a crashed instance left staged.
 */
export async function sweepUnusedTemplateUploads(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const rows = await deps.db
    .delete(templateUploads)
    .where(lt(templateUploads.createdAt, new Date(now.getTime() - TEMPLATE_UPLOAD_TTL_MS)))
    .returning({ file: templateUploads.file });
  if (rows.length) await deps.storage.deleteMany(rows.flatMap((r) => Object.values(templateKeys(r.file))));
  const staged = await deps.storage.listOlderThan(PSD_STAGING_PREFIX, new Date(now.getTime() - PSD_STAGING_TTL_MS));
  if (staged.length) await deps.storage.deleteMany(staged);
  return rows.length;
}
