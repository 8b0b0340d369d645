import type { Plugin } from "vite";

/** The vite plugin: copies a package's browser bundle into the build at `publicPath` (see vendor-script.mjs). */
export function vendorScript(bundle: { pkg: string; file: string; publicPath: string; version: string; namedIn: string }): Plugin;
