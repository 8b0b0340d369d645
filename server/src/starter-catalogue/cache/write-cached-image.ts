import { createHash } from "node:crypto";
import { existsSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EncodedImage } from "../../image";
import type { CachedImage } from "./starter-cache-types";

/** The cache's folder of image files, each named by the SHA-256 of its bytes. */
export const cacheFilesDir = (dir: string) => path.join(dir, "files");

/**
 * Writes bytes into the cache under their SHA-256 (content-addressed: a file that exists is
 * already right, and a rebuild that draws the same pixels writes nothing new). Returns the name.
 */
export function writeCachedBytes(dir: string, data: Uint8Array, extension: string): string {
  const file = `${createHash("sha256").update(data).digest("hex")}.${extension}`;
  const target = path.join(cacheFilesDir(dir), file);
  if (!existsSync(target)) {
    // Temp file + rename: a build killed mid-write leaves no truncated file under a valid name.
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temp, data);
    renameSync(temp, target);
  }
  return file;
}

export function writeCachedImage(dir: string, image: EncodedImage): CachedImage {
  const file = writeCachedBytes(dir, image.data, image.format);
  return { file, format: image.format, contentType: image.contentType, width: image.width, height: image.height };
}
