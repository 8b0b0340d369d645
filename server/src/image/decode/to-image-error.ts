import { ImageError } from "../core";
import { MAX_IMAGE_ASPECT, type ImageLimits } from "./limits";

export const UNSUPPORTED_IMAGE_MESSAGE = "Only JPEG and PNG images are supported";
export const DAMAGED_IMAGE_MESSAGE = "The image file is damaged or incomplete";

const MB = 1024 * 1024;

export const tooManyBytes = (limits: ImageLimits) =>
  new ImageError("image_too_large", `The image file is too large (maximum ${Math.floor(limits.maxBytes / MB)} MB)`);

export const tooManyPixels = (limits: ImageLimits) =>
  new ImageError("image_too_large", `The image is too large (maximum ${Math.floor(limits.maxPixels / 1e6)} megapixels)`);

export const badShape = (width: number, height: number) =>
  new ImageError(
    "image_shape",
    `The image is ${width} × ${height} pixels: its longer side may be at most ${MAX_IMAGE_ASPECT} times its shorter side`,
  );

/**
 * What a sharp failure on an uploaded file means to the uploader. By the time sharp sees a file
 * its signature is PNG or JPEG, so a failure is a limit or a damaged file, never our bug to hide.
 */
export function toImageError(error: unknown, limits: ImageLimits): ImageError {
  if (error instanceof ImageError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooManyPixels(limits);
  // libvips's own words stay out of the response (they name decoder internals); the cause keeps them for logs.
  return new ImageError("damaged_image", DAMAGED_IMAGE_MESSAGE, { cause: error });
}
