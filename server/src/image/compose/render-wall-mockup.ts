import type { OverlayOptions } from "sharp";
import { DEFAULT_FIT_MODE, THUMBNAIL_MAX_WIDTH, type FitMode } from "../../../../shared/constants";
import type { PrintSize } from "../../../../shared/print-size";
import { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, type RenderOptions, type RoomLightOption } from "../../../../shared/render-options";
import { sharp, sizeOf, toSharpInput, type EncodedImage, type ImageSource, type OutputFormat, type Point, type RawImage } from "../core";
import { encodeImage, type EncodePurpose, type EncodeSettings } from "../encode";
import { lightFromWall } from "./light-from-wall";
import { loadArtwork } from "./load-artwork";
import { renderFramedPrint } from "../frame";
import { resizeTemplate } from "./resize-template";
import { quadPxPerCm, warpFramed, type Framed } from "./framed-piece";
import type { PlacedLayer } from "./warp-into-quad";

/**
 * A bare wall's scale: pixels per cm on the wall plane and the piece's centre, in the template's
 * full-size pixels. With `quad` (a wall seen at an angle: a shopper's own photo) the print's
 * corners TL, TR, BR, BL are placed there instead, and its frame and shadow in the same perspective.
 */
export type WallPlacement = { pxPerCm: number; anchor: Point; quad?: Point[] };

export type RenderWallMockupOptions = {
  /** The stored (normalised) bare-wall template: full size or the preview copy. */
  template: ImageSource;
  /** Scale and anchor in the pixels of the template's full size (`fullWidth` wide). */
  wall: WallPlacement;
  /** The template's full-size width: the preview copy is smaller, and the scale follows it. */
  fullWidth: number;
  artwork: ImageSource;
  fit?: FitMode;
  /** Frame, mat and the print size (the template's default when the user chose none). */
  render: Partial<Omit<RenderOptions, "size">> & { size: Pick<PrintSize, "widthCm" | "heightCm"> };
  /** Output width; the template is scaled down to it (never up). */
  width?: number;
  format: OutputFormat;
  /** 'keep' (the default) or 'no-reflection': the wall's light (a patch of sun, a darker corner) falls on the piece too; 'off': drawn as it is. */
  light?: RoomLightOption;
  purpose?: EncodePurpose;
  /** JPEG only: the quality the user chose for a download (default: the purpose's). */
  jpegQuality?: number;
};

/** The part of `layer` (placed at left, top) that lies on a canvas, as an overlay; null when none does. */
async function clipToCanvas(layer: RawImage, left: number, top: number, canvas: { width: number; height: number }): Promise<OverlayOptions | null> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(canvas.width, left + layer.width);
  const y1 = Math.min(canvas.height, top + layer.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const raw = { width: layer.width, height: layer.height, channels: layer.channels };
  const bytes = Buffer.from(layer.data.buffer, layer.data.byteOffset, layer.data.byteLength);
  const whole = x0 === left && y0 === top && x1 - x0 === layer.width && y1 - y0 === layer.height;
  const input = whole
    ? bytes
    : await sharp(bytes, { raw })
        .extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 })
        .raw()
        .toBuffer();
  return { input, raw: { width: x1 - x0, height: y1 - y0, channels: layer.channels }, left: x0, top: y0 };
}

/** The framed print centred on the anchor (full-size pixels, `k` the output's scale), square on. */
function hang(framed: Framed, [ax, ay]: Point, k: number): PlacedLayer {
  return { image: framed.image, left: Math.round(ax * k - framed.piece.width / 2) - framed.piece.left, top: Math.round(ay * k - framed.piece.height / 2) - framed.piece.top };
}

/**
 * A framed print hung on a bare wall at its true size: the print at `size` (the art fitted into it
 * by `fit`), its mat and moulding, and its soft shadow, drawn at the wall's pixels per cm (scaled
 * with the output) and centred on the anchor, over the photo. The walls are shot square on, so
 * the wall plane maps to the image by a scale: the warp is a resize of the piece. The wall's light
 * is carried onto the piece (`lightFromWall`).
 */
export async function renderWallMockup(options: RenderWallMockupOptions): Promise<EncodedImage> {
  const { template, format, fit = DEFAULT_FIT_MODE, render } = options;
  const stored = await sizeOf(template);
  const width = options.width && options.width < stored.width ? Math.max(1, Math.round(options.width)) : stored.width;
  const height = Math.max(1, Math.round((stored.height * width) / stored.width));
  const k = width / options.fullWidth;
  const art = await loadArtwork(options.artwork);
  const quad = options.wall.quad?.map(([x, y]): Point => [x * k, y * k]);
  const pxPerCm = quad ? quadPxPerCm(quad, render.size) : options.wall.pxPerCm * k;
  const framed = await renderFramedPrint({
    art,
    size: render.size,
    fit,
    frame: render.frame ?? "none",
    frameWidth: render.frameWidth ?? DEFAULT_FRAME_WIDTH_CM,
    mat: render.mat ?? "none",
    matWidth: render.matWidth ?? DEFAULT_MAT_WIDTH_CM,
    pxPerCm,
  });
  const base = width !== stored.width ? await resizeTemplate(template, width, height) : template;
  const layer = quad ? await warpFramed(framed, quad, { width, height }) : hang(framed, options.wall.anchor, k);
  if (layer && options.light !== "off") await lightFromWall(layer.image, layer.left, layer.top, base, pxPerCm);
  const overlay = layer && (await clipToCanvas(layer.image, layer.left, layer.top, { width, height }));
  const encoder: EncodeSettings = { purpose: options.purpose ?? (width <= THUMBNAIL_MAX_WIDTH ? "preview" : "export"), jpegQuality: options.jpegQuality };
  // The wall photo is opaque: JPEG output simply drops its alpha channel.
  return encodeImage(toSharpInput(base).composite(overlay ? [overlay] : []), format, encoder);
}
