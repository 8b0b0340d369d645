// Copies a package's self-contained browser bundle (model-viewer, Scalar's API reference) into the
// built client under a versioned name, so pages load it from the app itself (no CDN), cached
// forever and precompressed like every other asset. A vite plugin.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * The installed package's folder: up from its entry point to the package.json that names it.
 * @param {string} name
 */
function packageDir(name) {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, "package.json")) || JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${name}: package.json not found`);
    dir = up;
  }
  return dir;
}

/**
 * @param {{ pkg: string, file: string, publicPath: string, version: string, namedIn: string }} bundle
 *   `file` inside the package `pkg`, emitted at `publicPath` (e.g. /assets/model-viewer-4.4.0.min.js);
 *   `version` is the one that path names, from the constant in `namedIn`.
 * @returns {import("vite").Plugin}
 */
export function vendorScript({ pkg, file, publicPath, version, namedIn }) {
  return {
    name: `vendor-${pkg}`,
    apply: "build",
    generateBundle() {
      const dir = packageDir(pkg);
      const installed = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;
      if (installed !== version) throw new Error(`${pkg} ${installed} is installed but ${namedIn} names ${version}: update it`);
      this.emitFile({ type: "asset", fileName: publicPath.replace(/^\//, ""), source: readFileSync(path.join(dir, file)) });
    },
  };
}
