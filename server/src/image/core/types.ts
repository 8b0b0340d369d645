// Stored with each template, so the type lives in shared/ and the database never imports the engine.
export type { MeshWarp, Point, TemplateWindow } from "../../../../shared/template-window";

/** Decoded pixels, row-major, `channels` bytes per pixel (sharp's raw layout). */
export type RawImage = {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
};

/**
 * An encoded image file (PNG or JPEG): its bytes, or the path of a stored file on this machine.
 * libvips reads a path itself, so a full-size render never holds the file in JS memory (see
 * docs/decisions/0006). Paths come only from storage (`openStoredImage`), never from a request.
 */
export type EncodedImageFile = Buffer | string;

/** An encoded image file or pixels already decoded. */
export type ImageSource = EncodedImageFile | RawImage;

export type ImageFormat = "png" | "jpeg";
export type OutputFormat = "png" | "jpeg" | "webp";

/** An encoded image ready to store or send. */
export type EncodedImage = {
  data: Buffer;
  format: OutputFormat;
  contentType: string;
  width: number;
  height: number;
};
