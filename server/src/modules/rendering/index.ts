// The rendering module's face: find a renderable template, render previews and full mockups,
// the stored copies of an artwork a render reads, sending image bytes. No routes of its own.
export { ARTWORK_NOT_FOUND, ARTWORKS_PREFIX, artworkKeys } from "./artwork-copies";
export { buildPrintModel, MODEL_TYPES, type ModelFormat, type PrintModelOptions } from "./build-print-model";
export { drawnRenderOptions, resolveRenderOptions } from "./drawn-render-options";
export { defaultLight, findTemplate, findTemplateCached, renderableTemplate, templateVisibleTo, templateWall, type RenderableTemplate } from "./find-template";
export { renderCaches } from "./render-caches";
export { cappedWidth, renderFullMockup } from "./render-full-mockup";
export { makePrintFace } from "./make-print-face";
export { readStored } from "./read-stored";
export { renderPreview, type RenderedPreview } from "./render-preview";
export { sendImage } from "./send-image";
