// Reading an image: an untrusted upload checked from its header (format, bytes, pixels) and
// decoded upright, sRGB, 8-bit, or refused with an ImageError; a file's alpha channel.
export { decodeImage, uploadInputOptions } from "./decode-image";
export { inspectImage, sniffImageFormat, type ImageInfo } from "./inspect-image";
export { ARTWORK_LIMITS, MAX_IMAGE_ASPECT, TEMPLATE_LIMITS, type ImageLimits } from "./limits";
export { readAlpha } from "./read-alpha";
export { DAMAGED_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE, toImageError } from "./to-image-error";
export {
  PSD_BLEND_MODES,
  type PlacedPixels,
  type PsdBlendMode,
  type PsdDocument,
  type PsdGroup,
  type PsdAdjustment,
  type PsdAdjustmentLayer,
  type PsdColorOverlay,
  type PsdMask,
  type PsdNode,
  type PsdPixelLayer,
  type PsdSmartObject,
  type SmartObjectContent,
  type SmartObjectRefusal,
} from "./psd-document";
export { DAMAGED_PSD_MESSAGE, NOT_PSD_MESSAGE, PSD_HEADER_BYTES, PSD_LIMITS, isPsd, readPsdHeader } from "./psd-header";
export { readPsdComposite, readPsdDocument } from "./read-psd";
export { decodeSmartObject } from "./decode-smart-object";
