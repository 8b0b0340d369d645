// The engine's heavy operations as routes see them: each runs under the process-wide image
// budget, weighed by the pixels it decodes. Inside the engine the plain functions call each
// other freely (a budgeted job never waits on the budget again).
import { sharp } from "./configured-sharp";
import { decodeImage as decodeImageNow } from "./decode-image";
import { downscaleImage as downscaleImageNow } from "./downscale-image";
import { imageBudget, type BudgetRunOptions } from "./image-budget";
import { isEncodedFile } from "./image-source";
import { inspectImage } from "./inspect-image";
import { ARTWORK_LIMITS, TEMPLATE_LIMITS, type ImageLimits } from "./limits";
import { loadArtwork as loadArtworkNow } from "./load-artwork";
import { normaliseImage as normaliseImageNow } from "./normalise-image";
import { prepareArtwork as prepareArtworkNow } from "./prepare-artwork";
import { prepareRoom as prepareRoomNow } from "./prepare-room";
import { prepareTemplate as prepareTemplateNow } from "./prepare-template";
import { renderMockup as renderMockupNow, type RenderMockupOptions } from "./render-mockup";
import { renderWallMockup as renderWallMockupNow, type RenderWallMockupOptions } from "./render-wall-mockup";
import { renderPreviewImage as renderPreviewImageNow, type RenderPreviewImageOptions } from "./render-preview-image";
import type { ImageSource } from "./types";

/** Pixels of an untrusted upload, from its header; refuses what `inspectImage` refuses before any waiting. */
async function uploadPixels(input: Uint8Array, limits: ImageLimits): Promise<number> {
  const { width, height } = await inspectImage(input, limits);
  return width * height;
}

/** Pixels of a file this server wrote, or of decoded pixels. */
async function storedPixels(source: ImageSource): Promise<number> {
  if (!isEncodedFile(source)) return source.width * source.height;
  const { width, height } = await sharp(source).metadata();
  return width * height;
}

export const prepareArtwork: typeof prepareArtworkNow = async (input) =>
  imageBudget.run(await uploadPixels(input, ARTWORK_LIMITS), () => prepareArtworkNow(input));

/** `background`: the starter catalogue's ingest, which waits for room rather than failing; `bareWall`: no window needed. */
export async function prepareTemplate(input: Uint8Array, options: { background?: boolean; bareWall?: boolean } = {}) {
  return imageBudget.run(await uploadPixels(input, TEMPLATE_LIMITS), () => prepareTemplateNow(input, { bareWall: options.bareWall }), { background: options.background });
}

export const prepareRoom: typeof prepareRoomNow = async (input) =>
  imageBudget.run(await uploadPixels(input, TEMPLATE_LIMITS), () => prepareRoomNow(input));

export const normaliseImage: typeof normaliseImageNow = async (input, limits, format) =>
  imageBudget.run(await uploadPixels(input, limits), () => normaliseImageNow(input, limits, format));

export const decodeImage: typeof decodeImageNow = async (input, limits) =>
  imageBudget.run(await uploadPixels(input, limits), () => decodeImageNow(input, limits));

/** `queued`: an export job, which waits for room rather than failing. */
export const downscaleImage = async (...[input, bounds, format, purpose, options = {}]: [...Parameters<typeof downscaleImageNow>, BudgetRunOptions?]) =>
  imageBudget.run(await storedPixels(input), () => downscaleImageNow(input, bounds, format, purpose), options);

export const loadArtwork: typeof loadArtworkNow = async (artwork) =>
  imageBudget.run(await storedPixels(artwork), () => loadArtworkNow(artwork));

/** A render holds the template, the art and the output canvas (at most the template's size). */
export async function renderMockup(options: RenderMockupOptions, budget: BudgetRunOptions = {}) {
  const [template, artwork] = await Promise.all([storedPixels(options.template), storedPixels(options.artwork)]);
  return imageBudget.run(template * 2 + artwork, () => renderMockupNow(options), budget);
}

/** A bare-wall render holds the photo, the art and the output canvas, like a window render. */
export async function renderWallMockup(options: RenderWallMockupOptions, budget: BudgetRunOptions = {}) {
  const [template, artwork] = await Promise.all([storedPixels(options.template), storedPixels(options.artwork)]);
  return imageBudget.run(template * 2 + artwork, () => renderWallMockupNow(options), budget);
}

/** A preview holds its canvas twice (the art under it and the picture) plus the art's small copy. */
export const renderPreviewImage = (options: RenderPreviewImageOptions) =>
  imageBudget.run(options.template.width * options.template.height * 2 + options.artwork.width * options.artwork.height, () => renderPreviewImageNow(options));
