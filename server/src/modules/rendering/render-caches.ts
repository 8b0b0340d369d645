import type { EncodedImage, PreviewTemplate, PsdLayers, RawImage, TemplateWindow } from "../../image";
import { previewTemplateBytes, psdLayersBytes } from "../../image";
import type { Storage } from "../../lib/storage";
import { ByteLru } from "./byte-lru";

/**
 * A template's ≤ 400 px preview copy, prepared for compositing, with its windows in the copy's
 * pixels; `ownMat`: its frames already hold a mat (no second one is drawn inside); `psd`: a PSD
 * template's prepared layers at the copy's scale.
 */
export type PreviewBase = { prepared: PreviewTemplate; windows: TemplateWindow[]; ownMat: boolean; psd?: PsdLayers };

/**
 * Prepared preview templates are ~3 bytes a pixel (the copy on white, plus the windows'
 * neighbourhoods): 0.4–0.7 MB each. An apply-all asks for every template in catalogue order,
 * and an LRU smaller than the catalogue misses on every one of them (each is evicted just
 * before its turn comes again): 48 MB holds ~80 templates, the starter catalogue, an admin's
 * additions and the rooms being used.
 */
export const PREVIEW_TEMPLATE_CACHE_BYTES = 48 * 1024 * 1024;
/**
 * Artwork preview copies (≤ 600 px, ~1 MB RGB) are used in bursts per upload: 16 MB holds the
 * ~15 most recent, plenty for one instance's active studios.
 */
export const PREVIEW_ARTWORK_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Finished preview JPEGs (~15–40 kB): a second apply, a new fit and back, the enlarge and save
 * dialogs ask for the same ones again. 8 MB is a few hundred — several studios' grids.
 */
export const PREVIEW_IMAGE_CACHE_BYTES = 8 * 1024 * 1024;

const makeCaches = () => ({
  templates: new ByteLru<PreviewBase>(PREVIEW_TEMPLATE_CACHE_BYTES, (b) => previewTemplateBytes(b.prepared) + (b.psd ? psdLayersBytes(b.psd) : 0)),
  artworks: new ByteLru<RawImage>(PREVIEW_ARTWORK_CACHE_BYTES, (p) => p.data.byteLength),
  previews: new ByteLru<EncodedImage>(PREVIEW_IMAGE_CACHE_BYTES, (p) => p.data.byteLength),
});

// Keyed by the storage object: each app (and each test app) gets its own caches, no globals to reset.
const byStorage = new WeakMap<Storage, ReturnType<typeof makeCaches>>();

/** The preview caches for renders reading from `storage`. Keys must name immutable content. */
export function renderCaches(storage: Storage) {
  let caches = byStorage.get(storage);
  if (!caches) {
    caches = makeCaches();
    byStorage.set(storage, caches);
  }
  return caches;
}
