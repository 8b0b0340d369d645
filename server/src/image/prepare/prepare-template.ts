import { THUMBNAIL_MAX_WIDTH } from "../../../../shared/constants";
import { ImageError, measureWindow, scaleWindows, sharp, type EncodedImage, type RawImage, type TemplateWindow } from "../core";
import { decodeImage, inspectImage, TEMPLATE_LIMITS } from "../decode";
import { describeAspectRatio, findTransparentWindows } from "../detect";
import { encodeImage } from "../encode";
import { resizeTemplate } from "../compose";

export const NO_WINDOW_MESSAGE =
  "No transparent window found in this template (it needs a transparent area, alpha below 10, not touching the edge)";

/** Everything stored for a template, computed once at upload; renders never re-detect. */
export type PreparedTemplate = {
  /** Normalised full-size PNG: sRGB, upright, 8-bit RGBA, metadata stripped. */
  image: EncodedImage;
  /** The same at ≤ 400 px wide (PNG, exact alpha): the base of every preview render. */
  preview: EncodedImage & { windows: TemplateWindow[] };
  /** ≤ 400 px wide WebP with alpha, for template lists and admin screens. */
  thumbnail: EncodedImage;
  width: number;
  height: number;
  /** In full-size pixels, reading order. */
  windows: TemplateWindow[];
  /** Of the largest window, like '4x5'; null for a bare wall without one. */
  aspectRatio: string | null;
};

const rawInput = (pixels: RawImage) =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

/**
 * Validates an uploaded template (PNG or JPEG by content, byte and pixel limits, undamaged),
 * normalises it, finds its windows and makes its preview copy and thumbnail. Nothing is stored
 * here: the caller stores the results only once this has succeeded. `bareWall`: an image without a
 * window is accepted (a wall photo the admin gives a scale).
 */
export async function prepareTemplate(input: Uint8Array, options: { bareWall?: boolean } = {}): Promise<PreparedTemplate> {
  await inspectImage(input, TEMPLATE_LIMITS);
  const pixels = await decodeImage(input, TEMPLATE_LIMITS);
  const windows = await findTransparentWindows(pixels);
  const largest = windows.reduce<TemplateWindow | undefined>((a, w) => (a && a.area >= w.area ? a : w), undefined);
  // A bare wall (a photo with a known scale) needs no window: the framed print is hung on it.
  if (!largest && !options.bareWall) throw new ImageError("no_window", NO_WINDOW_MESSAGE);

  const measured = largest ? measureWindow(largest) : null;
  return { ...(await encodeTemplateCopies(pixels, windows)), aspectRatio: measured ? describeAspectRatio(measured.width, measured.height) : null };
}

/** The stored copies of decoded template pixels: the full PNG, the ≤ 400 px preview PNG and thumbnail. */
export async function encodeTemplateCopies(pixels: RawImage, windows: TemplateWindow[]): Promise<Omit<PreparedTemplate, "aspectRatio">> {
  const previewWidth = Math.min(pixels.width, THUMBNAIL_MAX_WIDTH);
  const previewHeight = Math.max(1, Math.round((pixels.height * previewWidth) / pixels.width));
  const small = await resizeTemplate(pixels, previewWidth, previewHeight);
  const [image, preview, thumbnail] = await Promise.all([
    encodeImage(rawInput(pixels), "png"),
    encodeImage(rawInput(small), "png", "preview"),
    encodeImage(rawInput(small), "webp", "preview"),
  ]);
  return {
    image,
    preview: { ...preview, windows: scaleWindows(windows, previewWidth / pixels.width) },
    thumbnail,
    width: pixels.width,
    height: pixels.height,
    windows,
  };
}
