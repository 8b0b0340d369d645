import type { OverlayOptions } from "sharp";
import { DEFAULT_FIT_MODE, THUMBNAIL_MAX_WIDTH } from "../../../../shared/constants";
import {
  isEncodedFile,
  scaleWindows,
  sharp,
  sizeOf,
  toSharpInput,
  yieldToEventLoop,
  type EncodedImageFile,
  type ImageSource,
  type RawImage,
} from "../core";
import { encodeImage, type EncodeSettings } from "../encode";
import { loadArtwork } from "./load-artwork";
import { pieceStyle, placeInWindow } from "./framed-piece";
import { resizeTemplate } from "./resize-template";
import type { PlacedLayer } from "./warp-into-quad";
import { matchPhoto, matchScene } from "./match-photo";
import { decodePsdLayers } from "./psd-layers";
import { renderPsdMockup } from "./render-psd-mockup";
import { decodeScenePasses, scaleScenePasses } from "./scene-passes";
import { sceneShadowLayer } from "./apply-scene-passes";
import { shadowAtPrintSize } from "./print-at-true-size";
import { readPhotoBox } from "./read-photo-around";
import type { RenderedMockup, RenderMockupOptions } from "./render-mockup-options";

export type { RenderedMockup, RenderMockupOptions, RoomLight } from "./render-mockup-options";

/** JPEG has no transparency: whatever the template leaves see-through (outside windows) is white. */
const JPEG_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };
/** Pixels whose alpha is checked between yields: a few milliseconds of work. */
const OPACITY_SLICE_PIXELS = 1 << 20;

/**
 * The template as the final pipeline reads it: scaled to the output, or as stored. A stored PNG
 * is decoded inside that pipeline, where libvips overlaps decoding with encoding (measured
 * faster than decoding it up front while the art is placed).
 */
async function templateBase(
  template: ImageSource,
  full: { width: number; height: number },
  out: { width: number; height: number },
): Promise<ImageSource> {
  return out.width !== full.width ? resizeTemplate(template, out.width, out.height) : template;
}

const toOverlay = (layer: PlacedLayer, over: boolean): OverlayOptions => {
  const { data, width, height, channels } = layer.image;
  return {
    input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    raw: { width, height, channels },
    left: layer.left,
    top: layer.top,
    blend: over ? "over" : "dest-over",
  };
};

/**
 * Puts the artwork into every window of a template and encodes the result. The art goes under
 * the template (composite 'dest-over'), so the template's glass, shadows and anti-aliased frame
 * edges stay exactly as they are. Only the windows' neighbourhoods are touched in JS; decoding,
 * compositing and encoding run in sharp on libuv's pool.
 */
export async function renderMockup(options: RenderMockupOptions): Promise<RenderedMockup> {
  const { template, format, fit = DEFAULT_FIT_MODE, psd } = options;
  if (psd) {
    const layers = psd instanceof Uint8Array ? await decodePsdLayers(psd) : psd;
    const purpose = options.purpose ?? ((options.width ?? Infinity) <= THUMBNAIL_MAX_WIDTH ? "preview" : "export");
    return renderPsdMockup({ ...options, psd: layers }, { purpose, jpegQuality: options.jpegQuality });
  }
  const full = await sizeOf(template);
  const width = options.width && options.width < full.width ? Math.max(1, Math.round(options.width)) : full.width;
  const height = Math.max(1, Math.round((full.height * width) / full.width));
  const canvas = { width, height };
  const places = width === full.width ? options.windows : scaleWindows(options.windows, width / full.width);
  const scenePlaces = options.scene !== undefined;

  const placeAll = async () => {
    // Upright windows with nothing drawn round the art fit straight from the file (decoded at the
    // size they need); angled ones warp, and mats and frames are drawn around, decoded pixels: the file is decoded once for all.
    const bare = (options.render?.mat ?? "none") === "none" && !(scenePlaces && pieceStyle(options.render));
    const direct = isEncodedFile(options.artwork) && bare && places.every((window) => window.rectangular);
    const art = direct ? (options.artwork as EncodedImageFile) : await loadArtwork(options.artwork);
    return Promise.all(places.map((place) => placeInWindow(art, place, fit, canvas, options.render, scenePlaces)));
  };
  const encoder: EncodeSettings = { purpose: options.purpose ?? (width <= THUMBNAIL_MAX_WIDTH ? "preview" : "export"), jpegQuality: options.jpegQuality };
  const [base, placed] = await Promise.all([templateBase(template, full, canvas), placeAll()]);
  const layers = placed.map((p) => p.layer);
  // A rendered room's places take the print at its size, or a framed piece: the windows they cover.
  const windows = placed.map((p) => p.window);
  const light = options.light ?? "keep";
  const stored = options.scene;
  const scene = stored && light !== "off" ? await scaleScenePasses(stored instanceof Uint8Array ? await decodeScenePasses(stored) : stored, width) : undefined;
  if (light !== "off") {
    await Promise.all(
      layers.map(async (layer, i) => {
        const window = windows[i];
        const place = scene?.places[i];
        if (layer && place && window) await matchScene(layer, place, window.quad, base, canvas, { reflection: light === "keep" });
        else if (layer && window?.placement === "over") await matchPhoto(layer, window.quad, base, canvas, { reflection: light === "keep" });
      }),
    );
  }
  // A rendered room's frame shadows go on the photo first; a room's window in an opaque photo
  // ('over') is drawn on the photo; transparent windows under it.
  const shadows = await Promise.all(
    (scene?.places ?? []).map(async (place, i) => {
      const shadow = await shadowAtPrintSize(place.shadow, places[i]!, windows[i]!);
      const { left, top, image } = shadow;
      const photo = await readPhotoBox(base, { left, top, right: left + image.width, bottom: top + image.height }, canvas);
      return photo ? [toOverlay(sceneShadowLayer({ ...place, shadow }, photo), true)] : [];
    }),
  );
  const overlays = [...shadows.flat(), ...layers.flatMap((layer, i) => (layer ? [toOverlay(layer, windows[i]?.placement === "over")] : []))];
  if (format === "jpeg") return renderJpeg(base, overlays, canvas, encoder, options.opaqueOutsideWindows);
  return encodeImage(toSharpInput(base).composite(overlays), format, encoder);
}

/**
 * JPEG has no alpha. Where the art covers every see-through pixel of the template, the art
 * under the template is already the picture: sharp drops the (all-opaque) alpha band when it
 * writes the JPEG. Elsewhere the picture is put on white (see `onWhite`). Not knowing which,
 * the render composites to pixels, looks at their alpha, and then encodes them either way.
 */
async function renderJpeg(
  base: ImageSource,
  overlays: OverlayOptions[],
  canvas: { width: number; height: number },
  encoder: EncodeSettings,
  opaqueOutsideWindows: boolean | undefined,
): Promise<RenderedMockup> {
  if (opaqueOutsideWindows === true) return { ...(await encodeImage(toSharpInput(base).composite(overlays), "jpeg", encoder)), opaqueOutsideWindows };
  if (opaqueOutsideWindows === false) return { ...(await onWhite(base, overlays, canvas, encoder)), opaqueOutsideWindows };
  const { data, info } = await toSharpInput(base).composite(overlays).raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  const pixels: RawImage = { data, width: info.width, height: info.height, channels: info.channels as RawImage["channels"] };
  const opaque = await isOpaque(pixels);
  const encoded = opaque ? await encodeImage(toSharpInput(pixels), "jpeg", encoder) : await onWhite(pixels, [], canvas, encoder);
  return { ...encoded, opaqueOutsideWindows: opaque };
}

/**
 * White canvas, the art over it, the template over both: the same picture as the art under
 * the template on white, without blending a full-size white layer (measured 2–3× slower).
 * Not sharp's flatten(): it runs before composite in sharp's pipeline and would fill the windows.
 * Art drawn over a room's photo goes on after the photo.
 */
function onWhite(base: ImageSource, overlays: OverlayOptions[], canvas: { width: number; height: number }, encoder: EncodeSettings) {
  const white = sharp({ create: { ...canvas, channels: 3, background: JPEG_BACKGROUND } });
  const under = overlays.filter((overlay) => overlay.blend === "dest-over").map((overlay) => ({ ...overlay, blend: "over" as const }));
  const over = overlays.filter((overlay) => overlay.blend === "over");
  return encodeImage(white.composite([...under, asOverlay(base), ...over]), "jpeg", encoder);
}

/** Whether every pixel's alpha (the last band of 2 or 4) is 255. Yields every few milliseconds. */
async function isOpaque({ data, channels }: RawImage): Promise<boolean> {
  if (channels === 1 || channels === 3) return true;
  const step = channels;
  for (let start = 0; start < data.length; start += OPACITY_SLICE_PIXELS * step) {
    const end = Math.min(data.length, start + OPACITY_SLICE_PIXELS * step);
    for (let i = start + step - 1; i < end; i += step) if (data[i] !== 255) return false;
    if (end < data.length) await yieldToEventLoop();
  }
  return true;
}

const asOverlay = (source: ImageSource): OverlayOptions =>
  isEncodedFile(source)
    ? { input: source, left: 0, top: 0 }
    : {
        input: Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength),
        raw: { width: source.width, height: source.height, channels: source.channels },
        left: 0,
        top: 0,
      };
