// The image engine's public surface: routes import from here, never from sharp or a stage's
// folder (eslint.config.js). Decoding and rendering go through the image budget (budgeted.ts);
// a job past it waits, then gets 503.
export {
  decodeImage,
  downscaleImage,
  loadArtwork,
  normaliseImage,
  prepareArtwork,
  prepareRoom,
  preparePsd,
  prepareTemplate,
  renderMockup,
  renderPreviewImage,
  renderWallMockup,
  renderPrintFace,
} from "./budgeted";
export { buildFramedModel, encodeGlb, encodeUsdz, PRINT_FACE_MAX_SIDE, type FramedModel, type FramedModelOptions } from "./model";
export { configureRenderPool } from "./render-pool";
export {
  BLEED_PX,
  preparePreviewTemplate,
  previewTemplateBytes,
  type PreviewTemplate,
  type RenderMockupOptions,
  type RenderWallMockupOptions,
  type RoomLight,
  type TimedPreview,
  type WallPlacement,
  decodePsdLayers,
  flattenUnchangingLayers,
  psdLayersBytes,
  type PsdLayers,
} from "./compose";
export {
  IMAGE_BUSY_MESSAGE,
  ImageError,
  imageBudget,
  measureWindow,
  scaleWindows,
  sizeOf,
  type EncodedImage,
  type EncodedImageFile,
  type ImageBudgetLimits,
  type ImageErrorCode,
  type ImageFormat,
  type ImageSource,
  type OutputFormat,
  type Point,
  type RawImage,
  type TemplateWindow,
} from "./core";
export {
  ARTWORK_LIMITS,
  DAMAGED_IMAGE_MESSAGE,
  MAX_IMAGE_ASPECT,
  TEMPLATE_LIMITS,
  UNSUPPORTED_IMAGE_MESSAGE,
  inspectImage,
  readAlpha,
  sniffImageFormat,
  type ImageInfo,
  type ImageLimits,
  isPsd,
  PSD_HEADER_BYTES,
  PSD_LIMITS,
  readPsdHeader,
} from "./decode";
export {
  describeAspectRatio,
  estimateWindowAspect,
  findOwnMat,
  findTransparentWindows,
  readTransparentWindows,
  windowFromQuad,
} from "./detect";
export { rasterizeSvg, renderSvgJpeg, type RasterTimings } from "./encode";
export { MAT_COLOUR, renderFramedPrint, type FramedPrintOptions } from "./frame";
export {
  ARTWORK_PREVIEW_MAX_SIDE,
  ARTWORK_WORKING_MAX_SIDE,
  NO_WINDOW_MESSAGE,
  type PreparedArtwork,
  type PreparedTemplate,
  type PreparedPsdTemplate,
  type PsdSmartObjectInfo,
} from "./prepare";
