import { TEMPLATE_LIMITS, decodeImage, decodePsdLayers, findOwnMat, flattenUnchangingLayers, preparePreviewTemplate, scaleWindows, type PsdLayers } from "../../image";
import type { Storage } from "../../lib/storage";
import type { RenderableTemplate } from "./find-template";
import { readStored } from "./read-stored";
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
    const pixels = await decodeImage(await readStored(storage, template.keys.preview, "Template image not found"), TEMPLATE_LIMITS);
    const windows = scaleWindows(template.windows, pixels.width / template.width);
    const psd = template.psd ? await previewPsdLayers(storage, template) : undefined;
    return { prepared: preparePreviewTemplate(pixels, windows), windows, ownMat: findOwnMat(pixels, windows), psd };
  });
}

/** A PSD template's preview layers with everything below the art flattened once for its chosen smart objects: previews blend only what changes. */
async function previewPsdLayers(storage: Storage, template: RenderableTemplate): Promise<PsdLayers> {
  const layers = await decodePsdLayers(await readStored(storage, template.keys.previewLayers, "Template layers not found"));
  return flattenUnchangingLayers(layers, new Set(template.windows.flatMap((w) => (w.smartObject === undefined ? [] : [w.smartObject]))));
}
