import { createHash } from "node:crypto";
import type { FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import type { ArtworkRow } from "../../db/schema";
import { loadArtwork, renderPreviewImage, renderWallMockup, type EncodedImage, type RoomLight } from "../../image";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { ARTWORK_NOT_FOUND, artworkKeys } from "./artwork-copies";
import type { RenderableTemplate } from "./find-template";
import { drawnRenderOptions } from "./drawn-render-options";
import { loadPreviewBase, templateCacheKey } from "./preview-base";
import { renderCaches } from "./render-caches";
import { wallPrintSize } from "./wall-print";

async function read(storage: Storage, key: string, missing: string): Promise<Buffer> {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound(missing);
  return bytes;
}

/** A preview and the tag naming its content (the same inputs always give the same picture). */
export type RenderedPreview = { image: EncodedImage; etag: string };

/**
 * A ≤ 400 px wide JPEG of the artwork in the template. The template's preview copy is prepared
 * for compositing once and the artwork's ≤ 600 px copy decoded once, both kept in memory, and
 * finished previews are kept too: a warm render decodes nothing, a repeated one renders nothing.
 * Every key names immutable content: artwork ids never get other files, templates get a new
 * file when replaced, and a room's `version` changes with its corners. The caller has already
 * checked the viewer may see both, so a cached preview is never handed to anyone else.
 */
export async function renderPreview(storage: Storage, artwork: ArtworkRow, template: RenderableTemplate, fit: FitMode, render?: RenderOptions, light: RoomLight = "keep"): Promise<RenderedPreview> {
  const caches = renderCaches(storage);
  const key = `${artwork.id}|${templateCacheKey(template)}|${fit}|${JSON.stringify(render ?? {})}|${light}`;
  const etag = `"${createHash("sha1").update(key).digest("base64url").slice(0, 20)}"`;
  const image = await caches.previews.get(key, async () => {
    const [base, art] = await Promise.all([
      loadPreviewBase(storage, template),
      caches.artworks.get(artwork.id, async () => loadArtwork(await read(storage, artworkKeys(artwork.id).preview, ARTWORK_NOT_FOUND))),
    ]);
    if (template.wall) {
      // A bare wall has no windows: its prepared copy is the photo on white, the wall renderer's input.
      const { onWhite, width, height } = base.prepared;
      const size = wallPrintSize(template.wall, render?.size, artwork);
      const photo = { data: onWhite, width, height, channels: 3 as const };
      return renderWallMockup({ template: photo, wall: template.wall, fullWidth: template.width, artwork: art, fit, render: { ...render, size }, light, width, format: "jpeg" });
    }
    const drawn = render && drawnRenderOptions(template, artwork, render, base.ownMat);
    return renderPreviewImage({ template: base.prepared, windows: base.windows, artwork: art, fit, render: drawn, light });
  });
  return { image, etag };
}
