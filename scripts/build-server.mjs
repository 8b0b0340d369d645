// Bundles the server (our code only; packages stay in node_modules) into dist/server, then
// prepares the starter catalogue into dist/starter-catalogue unless it is there for these sources.
// `--no-catalogue` (what `npm start` runs): bundle only; a server without the catalogue has it
// prepared in the background and installs the rooms as they are ready.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { build } from "esbuild";

/** @type {import("esbuild").BuildOptions} */
const common = {
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "server/tsconfig.json",
  logLevel: "warning",
  allowOverwrite: true,
};
const STARTER_ENTRY = "server/src/build-starter-catalogue.ts";
const STARTER_CACHE_DIR = "dist/starter-catalogue";

// The program that draws and prepares the starter rooms; its metafile lists every source it uses.
const starter = await build({ ...common, entryPoints: [STARTER_ENTRY], metafile: true });

/**
 * The cache key: a hash of every source file the catalogue's drawing and preparation read, and of
 * the sharp version (libvips draws and encodes the pixels). Other changes leave the cache valid.
 * @param {import("esbuild").Metafile} metafile
 */
function starterCacheKey(metafile) {
  const hash = createHash("sha256");
  for (const input of Object.keys(metafile.inputs).sort()) hash.update(`${input}\0`).update(readFileSync(input)).update("\0");
  hash.update(`sharp ${JSON.parse(readFileSync("node_modules/sharp/package.json", "utf8")).version}`);
  return hash.digest("hex").slice(0, 32);
}
const key = starterCacheKey(starter.metafile);

await build({
  ...common,
  // The web server, the render worker (`npm run worker`) and the engine's render worker (started by image/render-pool.ts).
  entryPoints: ["server/src/index.ts", "server/src/worker.ts", { in: "server/src/image/render-worker.ts", out: "render-worker" }],
  // The server installs the prepared catalogue only when it was built from the same sources.
  define: { __STARTER_CACHE_KEY__: JSON.stringify(key) },
});

if (process.argv.includes("--no-catalogue")) process.exit(0);
const prepared = spawnSync(process.execPath, ["dist/server/build-starter-catalogue.js", STARTER_CACHE_DIR, key], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
