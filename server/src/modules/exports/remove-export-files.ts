import type { Storage } from "../../lib/storage";
import { exportPrefix } from "./export-files";

/** Every file an export wrote (finished or not); its row stays, so its link answers 410 or "cancelled". */
export async function removeExportFiles(storage: Storage, exportId: string): Promise<void> {
  // Listing "older than an hour from now" lists them all, on disk and in S3 alike.
  const keys = await storage.listOlderThan(exportPrefix(exportId), new Date(Date.now() + 3_600_000));
  await storage.deleteMany(keys);
}
