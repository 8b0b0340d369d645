import { DEFAULT_FIT_MODE, type FitMode } from "../../../../shared/constants";
import type { RenderOptions } from "../../../../shared/render-options";
import { composePreview } from "./compose-preview";
import { sharp, type EncodedImage, type RawImage, type TemplateWindow } from "../core";
import { encodeImage } from "../encode";
import { placeInWindow } from "./framed-piece";
import type { PreviewTemplate } from "./prepare-preview-template";
import { matchPhoto, matchScene } from "./match-photo";
import type { RoomLight } from "./render-mockup";
import type { PsdLayers } from "./psd-layers";
import { renderPsdOnWhite, smartObjectArt } from "./render-psd-regions";
import type { ScenePasses } from "./scene-passes";
import { sceneShadowLayer } from "./apply-scene-passes";
import { shadowAtPrintSize } from "./print-at-true-size";

export type RenderPreviewImageOptions = {
  /** The template's preview copy, prepared once (`preparePreviewTemplate`). */
  template: PreviewTemplate;
  /** Its windows in the preview copy's pixels. */
  windows: TemplateWindow[];
  /** The artwork's small copy, decoded RGB (`loadArtwork`). */
  artwork: RawImage;
  fit?: FitMode;
  /** In a template's window only the mat (and the size, for its proportions) apply: the frame is in the photo. A rendered room's places take all. */
  render?: Partial<RenderOptions>;
  light?: RoomLight;
  /** A PSD template's prepared layers at the preview copy's scale. */
  psd?: PsdLayers;
  /** A rendered room's passes at the preview copy's scale: the art is lit by them, not by what is read from the photo. */
  scene?: ScenePasses;
};

/** A preview, and where its time went (ms): fitting and blending, then the encode (for the routes' Server-Timing). */
export type TimedPreview = EncodedImage & { timings: { composite: number; encode: number } };

/** Encodes the finished preview pixels as JPEG. */
async function encodePreview(pixels: Uint8Array, width: number, height: number, started: number): Promise<TimedPreview> {
  const encoding = performance.now();
  const image = await encodeImage(sharp(pixels, { raw: { width, height, channels: 3 } }), "jpeg", "preview");
  return { ...image, timings: { composite: encoding - started, encode: performance.now() - encoding } };
}

/**
 * A preview as a JPEG: the art fitted (and warped) into each window exactly as `renderMockup`
 * places it, blended with the prepared template in JS, then one encode — the only sharp work
 * besides fitting. Previews are looked at, not downloaded: JPEG encodes several times faster
 * than PNG and is a third of the bytes (docs/decisions/0005-preview-speed.md).
 */
export async function renderPreviewImage(options: RenderPreviewImageOptions): Promise<TimedPreview> {
  const started = performance.now();
  const { template, artwork, fit = DEFAULT_FIT_MODE } = options;
  const canvas = { width: template.width, height: template.height };
  // A rendered room's places take the print at its size, or a framed piece: the windows they cover.
  const placed = await Promise.all(options.windows.map((place) => placeInWindow(artwork, place, fit, canvas, options.render, options.scene !== undefined)));
  const windows = placed.map((p) => p.window);
  const photo = { data: template.onWhite, width: template.width, height: template.height, channels: 3 as const };
  const light = options.light ?? "keep";
  const scene = light === "off" ? undefined : options.scene;
  const layers = await Promise.all(
    placed.map(async ({ layer }, i) => {
      if (!layer) return null;
      const window = windows[i]!;
      const over = window.placement === "over";
      const place = scene?.places[i];
      // A room's photo is opaque, so the template on white is the photo the light is read from.
      if (place) await matchScene(layer, place, window.quad, photo, canvas, { reflection: light === "keep" });
      else if (over && light !== "off") await matchPhoto(layer, window.quad, photo, canvas, { reflection: light === "keep" });
      return { layer, over };
    }),
  );
  // A rendered room's frame shadows are drawn on the photo before the art.
  const shadows = await Promise.all(
    (scene?.places ?? []).map(async (place, i) => ({ layer: sceneShadowLayer({ ...place, shadow: await shadowAtPrintSize(place.shadow, options.windows[i]!, windows[i]!) }, { pixels: photo, left: 0, top: 0 }), over: true })),
  );
  if (options.psd) {
    // The art goes between the PSD's layers: each region is re-composited and written over the prepared copy.
    const picture = new Uint8Array(template.onWhite);
    await renderPsdOnWhite(picture, template.width, options.psd, smartObjectArt(windows, placed.map((p) => p.layer)));
    return encodePreview(picture, template.width, template.height, started);
  }
  const picture = composePreview(template, [...shadows, ...layers.filter((l) => l !== null)]);
  return encodePreview(picture.data, picture.width, picture.height, started);
}
