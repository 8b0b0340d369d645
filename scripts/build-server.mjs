// Bundles the server (our code only; packages stay in node_modules) into dist/server.
import { build } from "esbuild";

await build({
  // The web server and the render worker (`npm run worker`).
  entryPoints: ["server/src/index.ts", "server/src/worker.ts"],
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
