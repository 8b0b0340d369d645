import { existsSync } from "node:fs";
import { prepareStarterTemplate, type PreparedStarter } from "./prepare-starter-template";
import { forkStarterPreparer, type StarterPreparer } from "./cache/fork-starter-preparer";
import { loadCachedStarter, readCachedFile, readStarterCache } from "./cache/read-starter-cache";
import type { StarterCacheLocation } from "./cache/starter-cache-types";
import { STARTER_TEMPLATE_COUNT } from "./describe-starter-template";
import { generateHomepageTemplate } from "./generate-homepage-template";
import { STARTER_CONCURRENCY } from "./generate-starter-templates";
import { STARTER_SCALES, type StarterSize } from "./starter-sizes";

export type PreparedCatalogue = {
  /**
   * "cache": files prepared by `npm run build`; "preparing": the build's program prepares them into
   * the cache now, in the background, and each is installed as it lands; "drawn": drawn here, now.
   */
  source: "cache" | "preparing" | "drawn";
  hero: () => Promise<Buffer>;
  /** The starter templates in catalogue order, each ready to store; `skip(index)` true leaves one out unread. */
  templates: (skip?: (index: number) => Promise<boolean>) => AsyncGenerator<PreparedStarter>;
};

/**
 * The starter catalogue at `size`, ready to install: read from the build's cache when it is valid
 * for this server (first start only copies files); for a built server without it, prepared into
 * the cache by the build's program in a child process (the next first start copies files);
 * otherwise (from source: tests, `npm run dev`) drawn and prepared here, a few at a time.
 * `warn` hears why the child's rooms were given up for drawing here.
 */
export function preparedCatalogue(size: StarterSize, cache: StarterCacheLocation | null, warn: (line: string) => void = () => {}): PreparedCatalogue {
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
  const drawn: PreparedCatalogue = {
    source: "drawn",
    hero: () => generateHomepageTemplate({ scale }),
    templates: (skip = async () => false) => drawStarters(scale, skip),
  };
  const program = cache?.program;
  if (!cache || !program || !existsSync(program)) return drawn;
  return preparingCatalogue(size, { ...cache, program }, drawn, warn);
}

/** Each room as the forked preparer lands it in the cache; if it fails, the rest are drawn here (`drawn`). */
function preparingCatalogue(size: StarterSize, cache: Required<StarterCacheLocation>, drawn: PreparedCatalogue, warn: (line: string) => void): PreparedCatalogue {
  let preparer: StarterPreparer | undefined;
  const started = () => (preparer ??= forkStarterPreparer(size, cache));
  let gaveUp = false;
  const giveUp = (error: unknown) => {
    if (gaveUp) return;
    gaveUp = true;
    warn(`Preparing the starter rooms in the background failed (${error instanceof Error ? error.message : String(error)}): drawing them here instead.`);
  };
  return {
    source: "preparing",
    async hero() {
      try {
        return await readCachedFile(cache.dir, await started().hero());
      } catch (error) {
        giveUp(error);
        return drawn.hero();
      }
    },
    async *templates(skip = async () => false) {
      for (let i = 0; i < STARTER_TEMPLATE_COUNT; i++) {
        if (await skip(i)) continue;
        let starter: PreparedStarter;
        try {
          starter = await loadCachedStarter(cache.dir, await started().template(i));
        } catch (error) {
          // A cache folder that cannot be written, a crash: the rest are drawn here, as from source.
          giveUp(error);
          const done = i;
          yield* drawn.templates(async (j) => j < done || (await skip(j)));
          return;
        }
        yield starter;
      }
    },
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
