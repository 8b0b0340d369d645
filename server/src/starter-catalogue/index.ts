/**
 * Starter catalogue: drawn room mockups with transparent frame windows, the landing hero, and
 * templates of known geometry for tests. Everything is generated (no bundled images).
 */
export type { ExpectedWindow, Point, Quad, StarterOptions, StarterTemplate, StarterTemplateInfo } from "./starter-types";
export type { TestTemplateOptions } from "./make-test-template";
export { STARTER_TEMPLATE_COUNT, describeStarterTemplate, describeStarterTemplates } from "./describe-starter-template";
export { generateStarterTemplate } from "./generate-starter-template";
export { CATALOGUE as FRAMED_STARTERS } from "./catalogue";
export { STARTER_CONCURRENCY, generateStarterTemplates, iterateStarterTemplates } from "./generate-starter-templates";
export { generateHomepageTemplate } from "./generate-homepage-template";
export { makeTestTemplate } from "./make-test-template";
export { STARTER_SCALES, type StarterSize } from "./starter-sizes";
export { prepareStarterTemplate, type PreparedStarter } from "./prepare-starter-template";
export { preparedCatalogue, type PreparedCatalogue } from "./prepared-catalogue";
export { builtStarterCache, STARTER_CACHE_DIR } from "./cache/built-starter-cache";
export { readStarterCache } from "./cache/read-starter-cache";
export { writeStarterCache, prepareInProcess, type StarterCacheProgress, type StarterShardRunner } from "./cache/write-starter-cache";
export { cacheStarterTemplate } from "./cache/cache-starter-template";
export type { CachedStarter, PreparerMessage, StarterCacheLocation, StarterCacheManifest } from "./cache/starter-cache-types";
