// The engine's heavy operations as routes see them: each runs under the process-wide image
// budget, weighed by the pixels it decodes. Inside the engine the plain functions call each
// other freely (a budgeted job never waits on the budget again).
import {
  loadArtwork as loadArtworkNow,
  renderMockup as renderMockupNow,
  renderPreviewImage as renderPreviewImageNow,
  renderWallMockup as renderWallMockupNow,
  type RenderMockupOptions,
  type RenderPreviewImageOptions,
  type RenderWallMockupOptions,
} from "./compose";
import { imageBudget, isEncodedFile, sharp, type BudgetRunOptions, type ImageSource } from "./core";
import { ARTWORK_LIMITS, decodeImage as decodeImageNow, inspectImage, readPsdHeader, TEMPLATE_LIMITS, type ImageLimits } from "./decode";
import { downscaleImage as downscaleImageNow } from "./encode";
import {
  normaliseImage as normaliseImageNow,
  prepareArtwork as prepareArtworkNow,
  preparePsd as preparePsdNow,
  prepareRoom as prepareRoomNow,
  prepareTemplate as prepareTemplateNow,
} from "./prepare";

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

/** A PSD holds its layers and the composite at 16 bytes a pixel per band: weighed as four full images. */
export const preparePsd: typeof preparePsdNow = async (input) => {
  const { width, height } = readPsdHeader(input);
  return imageBudget.run(width * height * 4, () => preparePsdNow(input));
};

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
