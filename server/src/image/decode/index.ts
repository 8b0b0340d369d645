// Reading an image: an untrusted upload checked from its header (format, bytes, pixels) and
// decoded upright, sRGB, 8-bit, or refused with an ImageError; a file's alpha channel.
export { decodeImage, uploadInputOptions } from "./decode-image";
export { inspectImage, sniffImageFormat, type ImageInfo } from "./inspect-image";
export { ARTWORK_LIMITS, MAX_IMAGE_ASPECT, TEMPLATE_LIMITS, type ImageLimits } from "./limits";
export { readAlpha } from "./read-alpha";
export { DAMAGED_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE, toImageError } from "./to-image-error";
