import { THUMBNAIL_MAX_WIDTH, type FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import type { ArtworkRow } from "../../db/schema";
import { TEMPLATE_LIMITS, decodeImage, loadArtwork, renderMockup, scaleWindows, type EncodedImage, type RoomLight } from "../../image";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { artworkKeys } from "../artworks/artwork-files";
import { ARTWORK_NOT_FOUND } from "../artworks/find-artwork";
import type { RenderableTemplate } from "./find-template";
import { renderCaches } from "./render-caches";

async function read(storage: Storage, key: string, missing: string): Promise<Buffer> {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound(missing);
  return bytes;
}

/**
 * A ≤ 400 px wide PNG of the artwork in the template, from the template's stored preview copy
 * and the artwork's ≤ 600 px copy, both kept decoded in memory after first use (the art as the
 * flattened RGB the renderer uses, so a warm render decodes nothing). The file names
 * in the cache keys never change content (templates get a new file when replaced).
 */
export async function renderPreview(storage: Storage, artwork: ArtworkRow, template: RenderableTemplate, fit: FitMode, render?: RenderOptions, light: RoomLight = "keep"): Promise<EncodedImage> {
  const caches = renderCaches(storage);
  const [base, art] = await Promise.all([
    caches.templates.get(`${template.row.id}:${template.file}:${template.version}`, async () => {
      const bytes = await read(storage, template.keys.preview, "Template image not found");
      const pixels = await decodeImage(bytes, TEMPLATE_LIMITS);
      return { pixels, windows: scaleWindows(template.windows, pixels.width / template.width) };
    }),
    caches.artworks.get(artwork.id, async () => loadArtwork(await read(storage, artworkKeys(artwork.id).preview, ARTWORK_NOT_FOUND))),
  ]);
  return renderMockup({ template: base.pixels, windows: base.windows, artwork: art, fit, render, light, width: THUMBNAIL_MAX_WIDTH, format: "png" });
}
