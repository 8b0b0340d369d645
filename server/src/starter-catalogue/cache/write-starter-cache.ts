import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STARTER_TEMPLATE_COUNT } from "../describe-starter-template";
import { generateHomepageTemplate } from "../generate-homepage-template";
import { STARTER_SCALES, type StarterSize } from "../starter-sizes";
import { cacheStarterTemplate } from "./cache-starter-template";
import { manifestPath, readManifest } from "./read-starter-cache";
import type { CachedStarter, StarterCacheManifest } from "./starter-cache-types";
import { cacheFilesDir, writeCachedBytes } from "./write-cached-image";

/**
 * Prepares the given starter indices at `scale` into the cache at `dir`, in catalogue order.
 * The build runs several of these in worker threads; tests run one in-process.
 */
export type StarterShardRunner = (dir: string, indices: number[], scale: number) => Promise<CachedStarter[]>;

export const prepareInProcess: StarterShardRunner = async (dir, indices, scale) => {
  const out: CachedStarter[] = [];
  for (const i of indices) out.push(await cacheStarterTemplate(dir, i, scale));
  return out;
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
  opts: { sizes?: readonly StarterSize[]; shards?: number; runShard?: StarterShardRunner; scales?: Partial<Record<StarterSize, number>> } = {},
): Promise<StarterSize[]> {
  const sizes = opts.sizes ?? (Object.keys(STARTER_SCALES) as StarterSize[]);
  const runShard = opts.runShard ?? prepareInProcess;
  mkdirSync(cacheFilesDir(dir), { recursive: true });
  const built: StarterSize[] = [];
  for (const size of sizes) {
    if (readManifest(dir, size)?.key === key) {
      // Confirmed current by this build: `npm start` compares its time with the sources'.
      const now = new Date();
      utimesSync(manifestPath(dir, size), now, now);
      continue;
    }
    const scale = opts.scales?.[size] ?? STARTER_SCALES[size];
    const shards = await Promise.all(deal(STARTER_TEMPLATE_COUNT, Math.max(1, opts.shards ?? 1)).map((indices) => runShard(dir, indices, scale)));
    const templates = shards.flat().sort((a, b) => a.info.index - b.info.index);
    const heroFile = writeCachedBytes(dir, await generateHomepageTemplate({ scale }), "jpg");
    const manifest: StarterCacheManifest = { key, size, heroFile, templates };
    const target = manifestPath(dir, size);
    writeFileSync(`${target}.tmp`, JSON.stringify(manifest));
    renameSync(`${target}.tmp`, target);
    built.push(size);
  }
  removeUnreferenced(dir);
  return built;
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
