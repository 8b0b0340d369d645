import type { RawImage, TemplateWindow } from "../../image";
import type { Storage } from "../../lib/storage";
import { ByteLru } from "./byte-lru";

/** A template's ≤ 400 px preview copy, decoded, with its windows in the copy's pixels. */
export type PreviewBase = { pixels: RawImage; windows: TemplateWindow[] };

/**
 * ~24 templates at 400 × 530 RGBA are ~20 MB; 32 MB keeps a whole catalogue of that size warm.
 * Artwork preview copies (≤ 600 px, ~1 MB RGB) are used in bursts per upload: 32 MB holds
 * the ~20 most recent, plenty for one instance's active studios.
 */
const TEMPLATE_CACHE_BYTES = 32 * 1024 * 1024;
const ARTWORK_CACHE_BYTES = 32 * 1024 * 1024;

const makeCaches = () => ({
  templates: new ByteLru<PreviewBase>(TEMPLATE_CACHE_BYTES, (b) => b.pixels.data.byteLength),
  artworks: new ByteLru<RawImage>(ARTWORK_CACHE_BYTES, (p) => p.data.byteLength),
});

// Keyed by the storage object: each app (and each test app) gets its own caches, no globals to reset.
const byStorage = new WeakMap<Storage, ReturnType<typeof makeCaches>>();

/** The decoded-image caches for renders reading from `storage`. Keys must name immutable files. */
export function renderCaches(storage: Storage) {
  let caches = byStorage.get(storage);
  if (!caches) {
    caches = makeCaches();
    byStorage.set(storage, caches);
  }
  return caches;
}
