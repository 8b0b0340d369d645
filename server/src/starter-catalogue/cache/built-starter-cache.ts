import { fromRoot } from "../../lib/project-root";
import type { StarterCacheLocation } from "./starter-cache-types";

// Replaced by `npm run build` (scripts/build-server.mjs, esbuild `define`) with the hash of the
// sources that draw and prepare the catalogue; absent when the server runs from source.
declare const __STARTER_CACHE_KEY__: string | undefined;

/** Where `npm run build` writes the prepared starter catalogue (scripts/build-server.mjs). */
export const STARTER_CACHE_DIR = fromRoot("dist", "starter-catalogue");
/** The program that prepares it, bundled beside the server. */
const STARTER_PROGRAM = fromRoot("dist", "server", "build-starter-catalogue.js");

/**
 * The cache this build of the server may install from, or null when running from source
 * (tsx, tests, `npm run dev`): those draw the rooms at first start, as their sources may differ.
 */
export function builtStarterCache(): StarterCacheLocation | null {
  return typeof __STARTER_CACHE_KEY__ === "string" ? { dir: STARTER_CACHE_DIR, key: __STARTER_CACHE_KEY__, program: STARTER_PROGRAM } : null;
}
