import type { Storage } from "./types";

export type PutEntry = { key: string; data: Uint8Array; contentType: string };

/**
 * Stores several files as a unit: if any write fails, all of them are deleted, once every write
 * has settled (deleting while another write is still in flight would let it land afterwards).
 */
export async function putAll(storage: Storage, entries: PutEntry[]): Promise<void> {
  const results = await Promise.allSettled(entries.map((e) => storage.put(e.key, e.data, e.contentType)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (!failed) return;
  await storage.deleteMany(entries.map((e) => e.key)).catch(() => undefined);
  throw failed.reason;
}
