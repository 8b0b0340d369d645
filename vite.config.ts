import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { SCALAR_SCRIPT, SCALAR_VERSION } from "./shared/api-docs";
import { MODEL_VIEWER_SCRIPT, MODEL_VIEWER_VERSION } from "./shared/model-viewer";
import { precompress } from "./scripts/precompress.mjs";
import { shellPreload } from "./scripts/shell-preload.mjs";
import { vendorScript } from "./scripts/vendor-script.mjs";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir("./client"),
  // `.env` beside package.json, as the server reads it; only VITE_* names reach the browser.
  envDir: dir("."),
  plugins: [react(), tailwindcss(), 
    vendorScript({ pkg: "@google/model-viewer", file: "dist/model-viewer.min.js", publicPath: MODEL_VIEWER_SCRIPT, version: MODEL_VIEWER_VERSION, namedIn: "shared/model-viewer.ts" }),
    vendorScript({ pkg: "@scalar/api-reference", file: "dist/browser/standalone.js", publicPath: SCALAR_SCRIPT, version: SCALAR_VERSION, namedIn: "shared/api-docs.ts" }),
    shellPreload(dir("./dist/client"), "/client/src/app/shell-routes.tsx"),
    precompress(dir("./dist/client"))],
  resolve: {
    alias: [
      { find: "@shared", replacement: dir("./shared") },
      { find: "@", replacement: dir("./client/src") },
      // Zod with its JIT off, which needs eval (client/src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: dir("./client/src/lib/zod-jitless.ts") },
    ],
  },
  build: {
    outDir: dir("./dist/client"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // The studio's code is asked for after its first paint (client/src/app/routes.tsx), and its
    // chunks import each other directly: the browser finds them all from the one it asks for.
    // Without this, the import first adds a <link rel=modulepreload> per chunk, two dozen of
    // them, a 46 ms task on this machine's CPU (about 0.2 s on a phone's) just as the page
    // should answer (issue 32).
    modulePreload: { resolveDependencies: (file, deps) => (file.includes("studio-page") ? [] : deps) },
    // embed.html: the shop widget's own small entry; the server puts its script tags into /embed/{id}.
    rollupOptions: { input: { main: dir("./client/index.html"), embed: dir("./client/embed.html") } },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
