import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STARTER_TEMPLATE_COUNT } from "../describe-starter-template";
import { generateHomepageTemplate } from "../generate-homepage-template";
import { STARTER_SCALES, type StarterSize } from "../starter-sizes";
import { cacheStarterTemplate } from "./cache-starter-template";
import { manifestPath, readManifest } from "./read-starter-cache";
import { markPreparing, othersPreparing } from "./preparing-marker";
import type { CachedStarter, StarterCacheManifest } from "./starter-cache-types";
import { cacheFilesDir, writeCachedBytes } from "./write-cached-image";

/**
 * Prepares the given starter indices at `scale` into the cache at `dir`, in catalogue order,
 * calling `onEach` as each one is in the cache. The build runs several of these in worker
 * threads; tests run one in-process.
 */
export type StarterShardRunner = (dir: string, indices: number[], scale: number, onEach: (t: CachedStarter) => void) => Promise<CachedStarter[]>;

export const prepareInProcess: StarterShardRunner = async (dir, indices, scale, onEach) => {
  const out: CachedStarter[] = [];
  for (const i of indices) {
    const t = await cacheStarterTemplate(dir, i, scale);
    onEach(t);
    out.push(t);
  }
  return out;
};

/** Told as files land in the cache, so a caller can use them before the whole size is done. */
export type StarterCacheProgress = {
  /** The landing page's image (drawn first: the landing page shows it). */
  hero?: (size: StarterSize, file: string) => void;
  /** One more template, in the order the shards finish them. */
  template?: (size: StarterSize, t: CachedStarter) => void;
};

/** Indices 0..count-1 dealt round-robin over `shards`: neighbours differ in size, so the shards take alike long. */
const deal = (count: number, shards: number) =>
  Array.from({ length: shards }, (_, s) => Array.from({ length: count }, (_, i) => i).filter((i) => i % shards === s)).filter((l) => l.length > 0);

/**
 * Draws and prepares the whole starter catalogue for each size into `dir` (npm run build), unless
 * `dir` already holds it for `key`. The manifest is written last, by rename, so a reader sees
 * either the old complete catalogue or the new one. Returns the sizes it (re)built.
 */
export async function writeStarterCache(
  dir: string,
  key: string,
  opts: {
    sizes?: readonly StarterSize[];
    shards?: number;
    runShard?: StarterShardRunner;
    scales?: Partial<Record<StarterSize, number>>;
    progress?: StarterCacheProgress;
  } = {},
): Promise<StarterSize[]> {
  const sizes = opts.sizes ?? (Object.keys(STARTER_SCALES) as StarterSize[]);
  const runShard = opts.runShard ?? prepareInProcess;
  mkdirSync(cacheFilesDir(dir), { recursive: true });
  const release = markPreparing(dir);
  try {
    const built: StarterSize[] = [];
    for (const size of sizes) {
      const current = readManifest(dir, size);
      if (current?.key === key) {
        // Confirmed current by this build: a rebuild finds nothing to do.
        const now = new Date();
        utimesSync(manifestPath(dir, size), now, now);
        opts.progress?.hero?.(size, current.heroFile);
        for (const t of current.templates) opts.progress?.template?.(size, t);
        continue;
      }
      const scale = opts.scales?.[size] ?? STARTER_SCALES[size];
      const heroFile = writeCachedBytes(dir, await generateHomepageTemplate({ scale }), "jpg");
      opts.progress?.hero?.(size, heroFile);
      const onEach = (t: CachedStarter) => opts.progress?.template?.(size, t);
      const shards = await Promise.all(deal(STARTER_TEMPLATE_COUNT, Math.max(1, opts.shards ?? 1)).map((indices) => runShard(dir, indices, scale, onEach)));
      const templates = shards.flat().sort((a, b) => a.info.index - b.info.index);
      const manifest: StarterCacheManifest = { key, size, heroFile, templates };
      const target = manifestPath(dir, size);
      // Per process: two preparing the same size at once each rename a whole file into place.
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(manifest));
      renameSync(temp, target);
      built.push(size);
    }
    // Another build or server preparing now may be writing files no manifest names yet: its own clean-up runs later.
    if (!othersPreparing(dir)) removeUnreferenced(dir);
    return built;
  } finally {
    release();
  }
}

/** Drops files no manifest names any more (rooms drawn by older sources), so the cache does not grow with every change. */
function removeUnreferenced(dir: string) {
  const used = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const m = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as StarterCacheManifest;
    used.add(m.heroFile);
    for (const t of m.templates) for (const img of [t.image, t.preview, t.thumbnail]) used.add(img.file);
  }
  for (const f of readdirSync(cacheFilesDir(dir))) if (!used.has(f)) rmSync(path.join(cacheFilesDir(dir), f), { force: true });
}
