// The engine's heavy operations as routes see them: each runs under the process-wide image
// budget, weighed by the pixels it decodes, and every render (preview, export, ZIP item) runs
// in a render worker under a pixel and a time budget (render-pool.ts). Inside the engine the
// plain functions call each other freely (a budgeted job never waits on the budget again).
import {
  loadArtwork as loadArtworkNow,
  psdLayersWork,
  type RenderMockupOptions,
  type RenderPreviewImageOptions,
  type TimedPreview,
  type RenderWallMockupOptions,
} from "./compose";
import { ImageError, SMALL_JOB_PIXELS, imageBudget, isEncodedFile, sharp, sizeOf, type BudgetRunOptions, type EncodedImage, type ImageSource, type TemplateWindow } from "./core";
import { ARTWORK_LIMITS, decodeImage as decodeImageNow, inspectImage, readPsdHeader, TEMPLATE_LIMITS, type ImageLimits } from "./decode";
import type { downscaleImage as downscaleImageNow } from "./encode";
import {
  normaliseImage as normaliseImageNow,
  prepareArtwork as prepareArtworkNow,
  preparePsd as preparePsdNow,
  prepareRenderedRoom as prepareRenderedRoomNow,
  prepareRoom as prepareRoomNow,
  prepareTemplate as prepareTemplateNow,
} from "./prepare";
import { renderPrintFace as renderPrintFaceNow } from "./model";
import { kept, type RenderOp } from "./render-messages";
import { renderPool } from "./render-pool";

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

/** A rendered room (our own files, at start-up) holds its photo decoded and its copies: weighed as two photos, waiting its turn. */
export const prepareRenderedRoom: typeof prepareRenderedRoomNow = async (photo, places) => {
  const { width, height } = await sizeOf(Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength));
  return imageBudget.run(width * height * 2, () => prepareRenderedRoomNow(photo, places), { background: true });
};

/** A PSD holds its layers and the composite at 16 bytes a pixel per band: weighed as four full images. */
export const preparePsd: typeof preparePsdNow = async (input) => {
  const { width, height } = readPsdHeader(input);
  return imageBudget.run(width * height * 4, () => preparePsdNow(input));
};

export const normaliseImage: typeof normaliseImageNow = async (input, limits, format) =>
  imageBudget.run(await uploadPixels(input, limits), () => normaliseImageNow(input, limits, format));

export const decodeImage: typeof decodeImageNow = async (input, limits) =>
  imageBudget.run(await uploadPixels(input, limits), () => decodeImageNow(input, limits));

/**
 * What one render may cost, in pixels it touches: the template decoded, the output canvas, the
 * art and every window's area at the output's scale. A legal template (≤ 60 MP, windows
 * ≤ 1.5 × the photo, art ≤ 50 MP) stays under 260 MP; the attack that froze the server (27 MP,
 * 20 windows each the whole photo) needs 600. Past this a render is refused, not attempted.
 */
export const MAX_RENDER_PIXELS = 300_000_000;

export const RENDER_TOO_LARGE_MESSAGE = "This mockup needs more work than one render may take: use fewer or smaller windows.";

/** A render's options beyond the budget's: `signal` stops it (its worker is killed) when the caller gives up. */
export type RenderRunOptions = BudgetRunOptions & { signal?: AbortSignal };

/** Out of this process, under the time budget: small jobs on a thread, large ones in a lower-priority process. */
async function inWorker<T>(op: RenderOp, args: unknown[], weight: number, work: number, options: RenderRunOptions): Promise<T> {
  if (work > MAX_RENDER_PIXELS) throw new ImageError("render_too_large", RENDER_TOO_LARGE_MESSAGE);
  const lane = weight > SMALL_JOB_PIXELS ? "heavy" : "light";
  return imageBudget.run(weight, () => renderPool.run<T>(lane, op, args, options.signal), options);
}

/** Pixels of the windows' boxes at `scale`. */
const windowsPixels = (windows: TemplateWindow[], scale: number) => windows.reduce((sum, w) => sum + w.box.width * w.box.height, 0) * scale * scale;

/** Output width for a template `width` wide (renders scale down, never up). */
const outputScale = (width: number, requested: number | undefined) => (requested ? Math.min(1, requested / width) : 1);

/** `queued`: an export job, which waits for room rather than failing. */
export async function downscaleImage(...[input, bounds, format, purpose, options = {}]: [...Parameters<typeof downscaleImageNow>, RenderRunOptions?]): Promise<EncodedImage> {
  const pixels = await storedPixels(input);
  return inWorker("downscaleImage", [input, bounds, format, purpose], pixels, pixels * 2, options);
}

export const loadArtwork: typeof loadArtworkNow = async (artwork) =>
  imageBudget.run(await storedPixels(artwork), () => loadArtworkNow(artwork));

/**
 * A PSD template's regions are re-composited at the document's size on float canvases (16 bytes
 * a pixel, four RGBA images' worth), once per layer in them.
 */
function psdPixels(psd: RenderMockupOptions["psd"]): { weight: number; work: number } {
  if (!psd) return { weight: 0, work: 0 };
  const { area, work } = psdLayersWork(psd);
  return { weight: area * 4, work };
}

/** A render holds the template, the art and the output canvas (at most the template's size), and works through every window (and a PSD's layers). */
export async function renderMockup(options: RenderMockupOptions, budget: RenderRunOptions = {}): Promise<EncodedImage & { opaqueOutsideWindows?: boolean }> {
  const [template, artwork, size] = await Promise.all([storedPixels(options.template), storedPixels(options.artwork), sizeOf(options.template)]);
  const scale = outputScale(size.width, options.width);
  const windows = windowsPixels(options.windows, options.psd ? 1 : scale);
  const psd = psdPixels(options.psd);
  return inWorker("renderMockup", [options], template * 2 + artwork + windows + psd.weight, template * (1 + scale * scale) + artwork + windows + psd.work, budget);
}

/** A bare-wall render holds the photo, the art and the output canvas, like a window render. */
export async function renderWallMockup(options: RenderWallMockupOptions, budget: RenderRunOptions = {}): Promise<EncodedImage> {
  const [template, artwork] = await Promise.all([storedPixels(options.template), storedPixels(options.artwork)]);
  return inWorker("renderWallMockup", [options], template * 2 + artwork, template * 2 + artwork, budget);
}

/** Names for a preview's inputs that never change under them: the worker keeps those it was sent (render-messages.ts). */
export type PreviewInputKeys = { artwork: string; template: string };

/** A preview holds its canvas twice (the art under it and the picture) plus the art's small copy. */
export async function renderPreviewImage(options: RenderPreviewImageOptions, budget: RenderRunOptions & { keys?: PreviewInputKeys } = {}): Promise<TimedPreview> {
  const psd = psdPixels(options.psd);
  const weight = options.template.width * options.template.height * 2 + options.artwork.width * options.artwork.height + psd.weight;
  const { keys } = budget;
  const sent = keys
    ? {
        ...options,
        artwork: kept(keys.artwork, options.artwork),
        template: kept(keys.template, options.template),
        psd: options.psd && kept(`${keys.template}:psd`, options.psd),
        scene: options.scene && kept(`${keys.template}:scene`, options.scene),
      }
    : options;
  return inWorker("renderPreviewImage", [sent], weight, weight + windowsPixels(options.windows, 1) + psd.work, budget);
}

/** Weighed by the art's pixels (its ≤ 1600 px working copy, as saves pass it). */
export const renderPrintFace: typeof renderPrintFaceNow = async (art, artSize, print, fit) =>
  imageBudget.run(artSize.width * artSize.height, () => renderPrintFaceNow(art, artSize, print, fit));
