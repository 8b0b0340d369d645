import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";

/** Temp files start with "." so they can never equal a valid key (see assert-valid-key.ts). */
export const TEMP_PREFIX = ".tmp-";

/**
 * Writes to a uniquely named temp file in the target's directory, then renames it over the
 * target. rename(2) within one filesystem is atomic, so readers see the old file or the new
 * one, and concurrent writers of the same key cannot interleave: the last rename wins.
 */
export async function writeFileAtomic(file: string, data: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data);
      // Without this a crash soon after rename can leave a renamed but empty file.
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** `writeFileAtomic` from a stream: chunk by chunk to the temp file, then renamed; resolves with the bytes written. */
export async function writeStreamAtomic(file: string, body: Readable): Promise<number> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    const out = createWriteStream(temp, { flags: "wx" });
    await pipeline(body, out);
    const handle = await open(temp, "r+");
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    return out.bytesWritten;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
