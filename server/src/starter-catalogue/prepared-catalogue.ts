import { prepareStarterTemplate, type PreparedStarter } from "./prepare-starter-template";
import { loadCachedStarter, readCachedFile, readStarterCache } from "./cache/read-starter-cache";
import type { StarterCacheLocation } from "./cache/starter-cache-types";
import { STARTER_TEMPLATE_COUNT } from "./describe-starter-template";
import { generateHomepageTemplate } from "./generate-homepage-template";
import { STARTER_CONCURRENCY } from "./generate-starter-templates";
import { STARTER_SCALES, type StarterSize } from "./starter-sizes";

export type PreparedCatalogue = {
  /** "cache": files prepared by `npm run build`; "drawn": rooms drawn and prepared now. */
  source: "cache" | "drawn";
  hero: () => Promise<Buffer>;
  /** The starter templates in catalogue order, each ready to store; `skip(index)` true leaves one out unread. */
  templates: (skip?: (index: number) => Promise<boolean>) => AsyncGenerator<PreparedStarter>;
};

/**
 * The starter catalogue at `size`, ready to install: read from the build's cache when it is valid
 * for this server (first start only copies files), otherwise drawn and prepared here, a few at a time.
 */
export function preparedCatalogue(size: StarterSize, cache: StarterCacheLocation | null): PreparedCatalogue {
  const manifest = cache ? readStarterCache(cache, size) : null;
  if (cache && manifest) {
    return {
      source: "cache",
      hero: () => readCachedFile(cache.dir, manifest.heroFile),
      async *templates(skip = async () => false) {
        for (const t of manifest.templates) if (!(await skip(t.info.index))) yield await loadCachedStarter(cache.dir, t);
      },
    };
  }
  const scale = STARTER_SCALES[size];
  return {
    source: "drawn",
    hero: () => generateHomepageTemplate({ scale }),
    templates: (skip = async () => false) => drawStarters(scale, skip),
  };
}

/** Draws and prepares the templates not skipped, up to STARTER_CONCURRENCY ahead, yielding them in order. */
async function* drawStarters(scale: number, skip: (index: number) => Promise<boolean>): AsyncGenerator<PreparedStarter> {
  const wanted: number[] = [];
  for (let i = 0; i < STARTER_TEMPLATE_COUNT; i++) if (!(await skip(i))) wanted.push(i);
  const pending: Promise<PreparedStarter>[] = [];
  let next = 0;
  const start = () => {
    const p = prepareStarterTemplate(wanted[next++]!, scale);
    // A render that fails while an earlier one is awaited must not count as unhandled; it is rethrown in turn.
    p.catch(() => undefined);
    pending.push(p);
  };
  while (next < wanted.length && pending.length < STARTER_CONCURRENCY) start();
  while (pending.length > 0) {
    const done = await pending.shift()!;
    if (next < wanted.length) start();
    yield done;
  }
}
