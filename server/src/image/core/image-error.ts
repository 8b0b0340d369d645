import type { ErrorCode } from "../../../../shared/error-codes";

/** The ways an image can be refused; the server's edge decides what status each one gets. */
export type ImageErrorCode = Extract<
  ErrorCode,
  "image_too_large" | "unsupported_image" | "empty_image" | "damaged_image" | "no_window" | "too_many_windows" | "busy" | "render_too_large" | "render_timeout" | "image_shape" | "psd_unsupported" | "not_psd" | "no_smart_object"
>;

/** A refused image: a stable code and a message for the uploader, no HTTP status. */
export class ImageError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ImageError";
  }
}
