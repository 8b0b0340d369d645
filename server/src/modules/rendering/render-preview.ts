import { createHash } from "node:crypto";
import type { FitMode } from "@shared/constants";
import type { PreviewTiming } from "@shared/preview-stream";
import type { RenderOptions } from "@shared/render-options";
import type { ArtworkRow } from "../../db/schema";
import { loadArtwork, renderPreviewImage, renderWallMockup, type EncodedImage, type RoomLight } from "../../image";
import type { Storage } from "../../lib/storage";
import { ARTWORK_NOT_FOUND, artworkKeys } from "./artwork-copies";
import { defaultLight, type RenderableTemplate } from "./find-template";
import { drawnRenderOptions } from "./drawn-render-options";
import { loadPreviewBase, templateCacheKey } from "./preview-base";
import { readStored } from "./read-stored";
import { renderCaches } from "./render-caches";
import { wallPrintSize } from "./wall-print";

/** A preview and the tag naming its content (the same inputs always give the same picture). */
export type RenderedPreview = { image: EncodedImage; etag: string; timing: PreviewTiming };

const since = (start: number) => performance.now() - start;

/**
 * A ≤ 400 px wide JPEG of the artwork in the template. The template's preview copy is prepared
 * for compositing once and the artwork's ≤ 600 px copy decoded once, both kept in memory, and
 * finished previews are kept too: a warm render decodes nothing, a repeated one renders nothing.
 * Every key names immutable content: artwork ids never get other files, templates get a new
 * file when replaced, and a room's `version` changes with its corners. The caller has already
 * checked the viewer may see both, so a cached preview is never handed to anyone else.
 */
export async function renderPreview(storage: Storage, artwork: ArtworkRow, template: RenderableTemplate, fit: FitMode, render?: RenderOptions, requested?: RoomLight): Promise<RenderedPreview> {
  const light = requested ?? defaultLight(template);
  const caches = renderCaches(storage);
  // A bare wall's anchor is in the key: a shop's widget moves the print along the wall per request.
  const key = `${artwork.id}|${templateCacheKey(template)}|${template.wall?.anchor.join(",") ?? ""}|${fit}|${JSON.stringify(render ?? {})}|${light}`;
  const etag = `"${createHash("sha1").update(key).digest("base64url").slice(0, 20)}"`;
  const timing: PreviewTiming = { cached: true };
  const image = await caches.previews.get(key, async () => {
    timing.cached = false;
    const start = performance.now();
    const [base, art] = await Promise.all([
      loadPreviewBase(storage, template).finally(() => (timing.template = since(start))),
      caches.artworks
        .get(artwork.id, async () => loadArtwork(await readStored(storage, artworkKeys(artwork.id).preview, ARTWORK_NOT_FOUND)))
        .finally(() => (timing.artwork = since(start))),
    ]);
    const rendering = performance.now();
    if (template.wall) {
      // A bare wall has no windows: its prepared copy is the photo on white, the wall renderer's input.
      const { onWhite, width, height } = base.prepared;
      const size = wallPrintSize(template.wall, render?.size, artwork);
      const photo = { data: onWhite, width, height, channels: 3 as const };
      const image = await renderWallMockup({ template: photo, wall: template.wall, fullWidth: template.width, artwork: art, fit, render: { ...render, size }, light, width, format: "jpeg" });
      timing.render = since(rendering);
      return image;
    }
    const drawn = render && drawnRenderOptions(template, artwork, render, base.ownMat);
    const keys = { artwork: `artwork:${artwork.id}`, template: `template:${templateCacheKey(template)}` };
    const { timings, ...image } = await renderPreviewImage({ template: base.prepared, windows: base.windows, artwork: art, fit, render: drawn, light, psd: base.psd, scene: base.scene }, { keys });
    Object.assign(timing, { render: since(rendering), ...timings });
    return image;
  });
  return { image, etag, timing };
}
