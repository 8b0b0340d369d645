import type { TemplateWindow } from "../../image";
import type { Storage } from "../../lib/storage";

/**
 * Templates whose opacity outside the art this process remembers. An entry is a key of about
 * 100–400 bytes and a boolean: 4096 of them (far more than any catalogue's templates × the two
 * output widths, full and standard) stay under ~2 MB.
 */
const MAX_TEMPLATES = 4096;

type Memo = Map<string, boolean>;
// Per storage, as the render caches: each app (and each test app) has its own files.
const byStorage = new WeakMap<Storage, Memo>();

/** The template's stored image at `width` with these windows: the art's coverage follows from nothing else. */
const keyOf = (imageKey: string, width: number, windows: TemplateWindow[]) => `${imageKey}@${width}:${JSON.stringify(windows.map((w) => w.quad))}`;

/**
 * Whether a template proved opaque wherever the art does not cover it (learned from its first
 * full-size JPEG render, see `renderMockup`), so later JPEG renders skip the white canvas.
 * Stored images are immutable (a new upload is a new key), and the key holds the windows: a stale answer is impossible, a lost one
 * only costs the next render a look at its alpha.
 */
export function templateOpacity(storage: Storage, imageKey: string, width: number, windows: TemplateWindow[]) {
  let memo = byStorage.get(storage);
  if (!memo) {
    memo = new Map();
    byStorage.set(storage, memo);
  }
  const key = keyOf(imageKey, width, windows);
  const known = memo;
  return {
    get: () => known.get(key),
    set(opaque: boolean) {
      // Map keeps insertion order: past the cap the oldest answer goes.
      if (!known.has(key) && known.size >= MAX_TEMPLATES) known.delete(known.keys().next().value as string);
      known.set(key, opaque);
    },
  };
}
