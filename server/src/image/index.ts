// The image engine's public surface: routes import from here, never from sharp. Decoding and
// rendering go through the image budget (budgeted.ts); a job past it waits, then gets 503.
export {
  decodeImage,
  downscaleImage,
  loadArtwork,
  normaliseImage,
  prepareArtwork,
  prepareRoom,
  prepareTemplate,
  renderMockup,
  renderPreviewImage,
  renderWallMockup,
} from "./budgeted";
export { IMAGE_BUSY_MESSAGE, imageBudget, type ImageBudgetLimits } from "./image-budget";
export { describeAspectRatio } from "./describe-aspect-ratio";
export { detectWindows } from "./detect-windows";
export { estimateWindowAspect } from "./estimate-window-aspect";
export { findWindows } from "./find-windows";
export { windowFromQuad } from "./window-from-quad";
export { ImageError, type ImageErrorCode } from "./image-error";
export { inspectImage, sniffImageFormat, type ImageInfo } from "./inspect-image";
export { ARTWORK_LIMITS, TEMPLATE_LIMITS, type ImageLimits } from "./limits";
export { MAT_COLOUR } from "./mat-colour";
export { measureWindow } from "./measure-window";
export { BLEED_PX } from "./place-artwork";
export {
  ARTWORK_PREVIEW_MAX_SIDE,
  ARTWORK_WORKING_MAX_SIDE,
  type PreparedArtwork,
} from "./prepare-artwork";
export { NO_WINDOW_MESSAGE, type PreparedTemplate } from "./prepare-template";
export { rasterizeSvg, type RasterTimings } from "./rasterize-svg";
export { preparePreviewTemplate, previewTemplateBytes, type PreviewTemplate } from "./prepare-preview-template";
export { readAlpha } from "./read-alpha";
export { type RenderMockupOptions, type RoomLight } from "./render-mockup";
export { renderFramedPrint, type FramedPrintOptions } from "./render-framed-print";
export { renderSvgJpeg } from "./render-svg-jpeg";
export { type RenderWallMockupOptions, type WallPlacement } from "./render-wall-mockup";
export { scaleWindows } from "./scale-windows";
export { DAMAGED_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from "./to-image-error";
export type * from "./types";
