import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";

/** A stored file's bytes; 404 with `missing` when it is not there (deleted since it was found). */
export async function readStored(storage: Storage, key: string, missing: string): Promise<Buffer> {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound(missing);
  return bytes;
}
