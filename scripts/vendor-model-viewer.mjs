// Copies @google/model-viewer's self-contained bundle (three.js inside) into the built client
// under a versioned name, so share pages load it from the app itself (no CDN), cached forever
// and precompressed like every other asset. A vite plugin.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * @param {string} publicPath where the page loads it, e.g. /assets/model-viewer-4.4.0.min.js
 * @param {string} version the version that path names
 * @returns {import("vite").Plugin}
 */
export function vendorModelViewer(publicPath, version) {
  return {
    name: "vendor-model-viewer",
    apply: "build",
    generateBundle() {
      const installed = JSON.parse(readFileSync(require.resolve("@google/model-viewer/package.json"), "utf8")).version;
      if (installed !== version) throw new Error(`@google/model-viewer ${installed} is installed but shared/shares.ts names ${version}: update MODEL_VIEWER_VERSION`);
      const source = readFileSync(require.resolve("@google/model-viewer/dist/model-viewer.min.js"));
      this.emitFile({ type: "asset", fileName: publicPath.replace(/^\//, ""), source });
    },
  };
}
