import { TEMPLATE_LIMITS, decodeImage, findOwnMat, preparePreviewTemplate, scaleWindows } from "../../image";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import type { RenderableTemplate } from "./find-template";
import { renderCaches, type PreviewBase } from "./render-caches";

/** Names the template's content: rooms' quads and walls' scales change `version`, replaced images change `file`. */
export const templateCacheKey = (template: RenderableTemplate) => `${template.row.id}:${template.file}:${template.version}`;

/**
 * The template's ≤ 400 px preview copy prepared for compositing, with its windows in the copy's
 * pixels and whether its frames already hold a mat. Loaded once per template and kept: previews
 * composite over it, and full renders ask it about the mat, so both decide alike from one look.
 */
export function loadPreviewBase(storage: Storage, template: RenderableTemplate): Promise<PreviewBase> {
  return renderCaches(storage).templates.get(templateCacheKey(template), async () => {
    const bytes = await storage.get(template.keys.preview);
    if (!bytes) throw notFound("Template image not found");
    const pixels = await decodeImage(bytes, TEMPLATE_LIMITS);
    const windows = scaleWindows(template.windows, pixels.width / template.width);
    return { prepared: preparePreviewTemplate(pixels, windows), windows, ownMat: findOwnMat(pixels, windows) };
  });
}
