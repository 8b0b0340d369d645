import type { Plugin } from "vite";

/** The vite plugin: writes shell.html, index.html with the chunks of `module` preloaded (see shell-preload.mjs). */
export function shellPreload(outDir: string, module: string): Plugin;
