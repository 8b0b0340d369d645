// Bundles the server (our code only; packages stay in node_modules) into dist/server.
import { existsSync } from "node:fs";
import { build } from "esbuild";

await build({
  // Worker-thread entries are bundled beside index.js so `new URL("./x.js", import.meta.url)` finds them.
  entryPoints: ["server/src/index.ts", "server/src/worker.ts", "server/src/image/worker.ts"].filter((f) => existsSync(f)),
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
});
