// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once at
// build time, so the server sends them as they are (serveStatic's `precompressed`) instead of
// compressing per request or not at all. A vite plugin: runs after each client build.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What is worth compressing: text, and only above a packet's worth (smaller gains nothing). */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/** @param {string} dir @returns {Generator<string>} */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Compresses every text file under `dir`; returns how many bytes the largest encoding saves. @param {string} dir */
export function precompressDir(dir) {
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const data = readFileSync(file);
    if (data.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    before += data.byteLength;
    after += br.byteLength;
  }
  return { before, after };
}

/** The vite plugin. @param {string} outDir @returns {import("vite").Plugin} */
export function precompress(outDir) {
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
