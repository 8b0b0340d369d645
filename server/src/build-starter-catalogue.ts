// Draws and prepares the starter catalogue into the cache folder, in worker threads, so that a
// first start only copies files. Bundled to dist/server/build-starter-catalogue.js (see
// scripts/build-server.mjs). Arguments: the cache folder, the key of these sources, and the sizes
// (default: every size). `npm run build` runs it and it prints its progress; a server whose cache
// is missing forks it (IPC) and installs each room as this reports it ready.
import { availableParallelism, setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { reportProgress } from "./lib/report-progress";
import {
  STARTER_SCALES,
  STARTER_TEMPLATE_COUNT,
  cacheStarterTemplate,
  prepareInProcess,
  writeStarterCache,
  type CachedStarter,
  type PreparerMessage,
  type StarterShardRunner,
  type StarterSize,
} from "./starter-catalogue";

/** Drawing a room is mostly single-threaded (librsvg, window detection): one worker per core, but not more than 4 (memory). */
const MAX_WORKERS = 4;
/** Forked by a server: below its own priority, so the server stays quick while the rooms are drawn. */
const BACKGROUND_NICE = 10;

type Shard = { dir: string; indices: number[]; scale: number };
type ShardMessage = { starter: CachedStarter } | { end: true };

/** Runs one shard in a worker thread of this same file; each room is reported as soon as it is in the cache. */
const inWorker: StarterShardRunner = (dir, indices, scale, onEach) =>
  new Promise<CachedStarter[]>((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { dir, indices, scale } satisfies Shard });
    const done: CachedStarter[] = [];
    worker.on("message", (m: ShardMessage) => {
      if ("end" in m) return resolve(done);
      done.push(m.starter);
      onEach(m.starter);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`A starter worker stopped with code ${code} before it finished`)));
  });

function parseSizes(args: string[]): StarterSize[] {
  const known = Object.keys(STARTER_SCALES) as StarterSize[];
  for (const a of args) if (!known.includes(a as StarterSize)) throw new Error(`unknown size "${a}" (sizes: ${known.join(", ")})`);
  return args.length ? (args as StarterSize[]) : known;
}

async function main() {
  const [dir, key, ...rest] = process.argv.slice(2);
  if (!dir || !key) throw new Error("usage: build-starter-catalogue.js <cache dir> <key> [size ...]");
  const sizes = parseSizes(rest);
  const send = process.send?.bind(process);
  if (send) {
    // The server that forked us is gone (stopped, crashed): stop drawing for nobody.
    process.on("disconnect", () => process.exit(1));
    // The channel alone does not keep this process alive: it exits once its work and messages are out.
    process.channel?.unref();
    try {
      setPriority(BACKGROUND_NICE);
    } catch {
      // Not allowed here: drawing at the normal priority only makes the server a little slower meanwhile.
    }
  }
  const started = performance.now();
  // From source (tests run it under tsx) worker threads would not load TypeScript on Node 20: the
  // shards share this thread then, two at a time (libvips draws and encodes off it).
  const bundled = import.meta.url.endsWith(".js");
  const shards = Math.max(1, Math.min(bundled ? MAX_WORKERS : 2, availableParallelism()));
  const steps = new Map(sizes.map((size) => [size, { n: 0, step: reportProgress(console.log, `Preparing starter rooms (${size})`, STARTER_TEMPLATE_COUNT) }]));
  const report = (m: PreparerMessage) => send?.(m);
  const built = await writeStarterCache(dir, key, {
    sizes,
    shards,
    runShard: bundled ? inWorker : prepareInProcess,
    progress: {
      hero: (_size, file) => report({ type: "hero", file }),
      template: (size, starter) => {
        report({ type: "template", starter });
        const s = steps.get(size);
        // Under a server the server prints its own progress (rooms installed); a build prints this one.
        if (s && !send) s.step(++s.n);
      },
    },
  });
  if (!send && built.length) console.log(`Starter catalogue prepared (${built.join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(`Could not prepare the starter catalogue: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
} else {
  const { dir, indices, scale } = workerData as Shard;
  for (const i of indices) parentPort?.postMessage({ starter: await cacheStarterTemplate(dir, i, scale) } satisfies ShardMessage);
  parentPort?.postMessage({ end: true } satisfies ShardMessage);
}
