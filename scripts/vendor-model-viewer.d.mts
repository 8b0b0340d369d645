import type { Plugin } from "vite";

/** The vite plugin: copies model-viewer's bundle into the build at `publicPath` (see vendor-model-viewer.mjs). */
export function vendorModelViewer(publicPath: string, version: string): Plugin;
