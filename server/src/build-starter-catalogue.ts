// `npm run build` runs this (bundled to dist/server/build-starter-catalogue.js, see
// scripts/build-server.mjs): it draws and prepares the starter catalogue once, in worker threads,
// so a first start only copies files. Arguments: the cache folder and the key of these sources.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { cacheStarterTemplate, writeStarterCache, type CachedStarter, type StarterShardRunner } from "./starter-catalogue";

/** Drawing a room is mostly single-threaded (librsvg, window detection): one worker per core, but not more than 4 (memory). */
const MAX_WORKERS = 4;

type Shard = { dir: string; indices: number[]; scale: number };

/** Runs one shard in a worker thread of this same file. */
const inWorker: StarterShardRunner = (dir, indices, scale) =>
  new Promise<CachedStarter[]>((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { dir, indices, scale } satisfies Shard });
    worker.once("message", (done: CachedStarter[]) => resolve(done));
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`A starter worker stopped with code ${code}`))));
  });

async function main() {
  const [dir, key] = process.argv.slice(2);
  if (!dir || !key) throw new Error("usage: build-starter-catalogue.js <cache dir> <key>");
  const started = performance.now();
  const shards = Math.max(1, Math.min(MAX_WORKERS, availableParallelism()));
  const built = await writeStarterCache(dir, key, { shards, runShard: inWorker });
  if (built.length) console.log(`Starter catalogue prepared (${built.join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(`Could not prepare the starter catalogue: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
} else {
  const { dir, indices, scale } = workerData as Shard;
  const done: CachedStarter[] = [];
  for (const i of indices) done.push(await cacheStarterTemplate(dir, i, scale));
  parentPort?.postMessage(done);
}
