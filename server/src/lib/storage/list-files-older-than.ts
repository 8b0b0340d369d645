import { opendir, stat } from "node:fs/promises";
import path from "node:path";
import { isMissing } from "./is-missing";
import { TEMP_PREFIX } from "./write-file-atomic";

/**
 * Keys (relative to `root`, "/"-separated) under `prefix` whose mtime is before `before`.
 * Walks only the deepest folder the prefix names, so sweeping "artworks/" never reads
 * "mockups/". Skips in-flight temp files and anything that is not a regular file.
 */
export async function listFilesOlderThan(root: string, prefix: string, before: Date): Promise<string[]> {
  const folder = prefix.slice(0, prefix.lastIndexOf("/") + 1);
  const keys: string[] = [];
  for await (const key of walk(root, folder)) {
    if (!key.startsWith(prefix)) continue;
    const info = await statOrNull(path.join(root, key));
    if (info?.isFile() && info.mtime < before) keys.push(key);
  }
  return keys;
}

async function* walk(root: string, folder: string): AsyncGenerator<string> {
  let dir;
  try {
    dir = await opendir(path.join(root, folder));
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of dir) {
    if (entry.name.startsWith(TEMP_PREFIX)) continue;
    const key = `${folder}${entry.name}`;
    if (entry.isDirectory()) yield* walk(root, `${key}/`);
    else if (entry.isFile()) yield key;
  }
}

// A file can be deleted between readdir and stat by a concurrent sweep or user delete.
async function statOrNull(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
