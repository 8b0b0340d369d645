import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { EncodedImage } from "../../image";
import type { PreparedStarter } from "../prepare-starter-template";
import type { StarterSize } from "../starter-sizes";
import type { CachedImage, CachedStarter, StarterCacheLocation, StarterCacheManifest } from "./starter-cache-types";
import { cacheFilesDir } from "./write-cached-image";

export const manifestPath = (dir: string, size: StarterSize) => path.join(dir, `${size}.json`);

/** The manifest for `size` in `dir`, or null when there is none (or it cannot be read). */
export function readManifest(dir: string, size: StarterSize): StarterCacheManifest | null {
  try {
    const m = JSON.parse(readFileSync(manifestPath(dir, size), "utf8")) as StarterCacheManifest;
    return m.size === size && Array.isArray(m.templates) ? m : null;
  } catch {
    return null;
  }
}

/**
 * The prepared catalogue `npm run build` left for this server, or null when there is none, it
 * was built from other sources (its key differs) or a file is missing: the caller then draws the
 * rooms itself. Nothing half-valid is used.
 */
export function readStarterCache(location: StarterCacheLocation, size: StarterSize): StarterCacheManifest | null {
  const m = readManifest(location.dir, size);
  if (!m || m.key !== location.key) return null;
  const files = [m.heroFile, ...m.templates.flatMap((t) => [t.image.file, t.preview.file, t.thumbnail.file])];
  return files.every((f) => existsSync(path.join(cacheFilesDir(location.dir), f))) ? m : null;
}

export const readCachedFile = (dir: string, file: string) => readFile(path.join(cacheFilesDir(dir), file));

async function loadImage(dir: string, img: CachedImage): Promise<EncodedImage> {
  return { format: img.format, contentType: img.contentType, width: img.width, height: img.height, data: await readCachedFile(dir, img.file) };
}

/** A cached starter with its three images read back: the same value `prepareStarterTemplate` returned at build time. */
export async function loadCachedStarter(dir: string, t: CachedStarter): Promise<PreparedStarter> {
  const [image, preview, thumbnail] = await Promise.all([loadImage(dir, t.image), loadImage(dir, t.preview), loadImage(dir, t.thumbnail)]);
  return {
    info: t.info,
    prepared: {
      image,
      preview: { ...preview, windows: t.preview.windows },
      thumbnail,
      width: t.width,
      height: t.height,
      windows: t.windows,
      aspectRatio: t.aspectRatio,
    },
  };
}
