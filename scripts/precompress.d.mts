import type { Plugin } from "vite";

/** Writes .br and .gz copies beside every text file under `dir` (see precompress.mjs). */
export function precompressDir(dir: string): { before: number; after: number };
/** The vite plugin: precompresses `outDir` after each build. */
export function precompress(outDir: string): Plugin;
