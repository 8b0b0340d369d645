import { prepareStarterTemplate } from "../prepare-starter-template";
import type { CachedStarter } from "./starter-cache-types";
import { writeCachedImage } from "./write-cached-image";

/** Draws and prepares starter template `index` at `scale`, and writes its three images into the cache at `dir`. */
export async function cacheStarterTemplate(dir: string, index: number, scale: number): Promise<CachedStarter> {
  const { info, prepared } = await prepareStarterTemplate(index, scale);
  return {
    info,
    image: writeCachedImage(dir, prepared.image),
    preview: { ...writeCachedImage(dir, prepared.preview), windows: prepared.preview.windows },
    thumbnail: writeCachedImage(dir, prepared.thumbnail),
    width: prepared.width,
    height: prepared.height,
    windows: prepared.windows,
    aspectRatio: prepared.aspectRatio,
  };
}
