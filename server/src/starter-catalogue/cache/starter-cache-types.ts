import type { OutputFormat, TemplateWindow } from "../../image";
import type { StarterSize } from "../starter-sizes";
import type { StarterTemplateInfo } from "../starter-types";

/** One stored image: its file in the cache's files/ (named by the SHA-256 of its bytes) and what it is. */
export type CachedImage = { file: string; format: OutputFormat; contentType: string; width: number; height: number };

/** A prepared starter template without its bytes: everything `prepareTemplate` returned. */
export type CachedStarter = {
  info: StarterTemplateInfo;
  image: CachedImage;
  preview: CachedImage & { windows: TemplateWindow[] };
  thumbnail: CachedImage;
  width: number;
  height: number;
  windows: TemplateWindow[];
  aspectRatio: string | null;
};

/**
 * `<size>.json` in the cache: valid only for the build whose sources and sharp version hash to
 * `key`, so a server never installs rooms drawn by other code than its own.
 */
export type StarterCacheManifest = {
  key: string;
  size: StarterSize;
  /** The landing page's homepageTemplate.jpg, drawn at the same size. */
  heroFile: string;
  templates: CachedStarter[];
};

/**
 * Where `npm run build` left the prepared catalogue, and the key this server's build expects.
 * `program`: the built build-starter-catalogue.js, which a server whose cache is missing runs in
 * the background to prepare the rooms into it while it installs them.
 */
export type StarterCacheLocation = { dir: string; key: string; program?: string };

/** What build-starter-catalogue reports to the server that forked it, as each file lands in the cache. */
export type PreparerMessage = { type: "hero"; file: string } | { type: "template"; starter: CachedStarter };
