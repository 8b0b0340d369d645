import type { FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import type { ArtworkRow } from "../../db/schema";
import { renderMockup, renderWallMockup, type EncodedImage, type EncodedImageFile, type OutputFormat, type RoomLight } from "../../image";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { chooseArtworkSource } from "./choose-artwork-source";
import { openStoredImage } from "./open-stored-image";
import { ARTWORK_NOT_FOUND, artworkKeys } from "./artwork-copies";
import { defaultLight, type RenderableTemplate } from "./find-template";
import { resolveRenderOptions } from "./drawn-render-options";
import { printWindow, wallPrintSize, type ArtworkShape } from "./wall-print";
import { readStored } from "./read-stored";
import { templateOpacity } from "./template-opacity";

export type FullRenderOptions = {
  fit: FitMode;
  format: OutputFormat;
  /** A JPEG download's quality as its user chose it (default: the engine's export quality). */
  jpegQuality?: number;
  /** Cap on the output's longest side (the free plan's standard quality); none for full resolution. */
  maxSide?: number;
  /** Rooms drawn over an opaque photo, and bare walls: carry the photo's light onto the art (default keep). */
  light?: RoomLight;
  /** Frame, mat and print size as chosen (in a window only a mat is drawn, and not where the frame holds one). */
  render?: RenderOptions;
  /** A queued export job: waits for the image budget instead of answering 503 when busy, and may use a slot per core. */
  queued?: boolean;
  /** Stops the render (its worker is killed) when the caller no longer wants it. */
  signal?: AbortSignal;
};

/** Output width for a template of `width` × `height` whose long side must not pass `maxSide`. */
export function cappedWidth(width: number, height: number, maxSide: number | undefined): number {
  if (!maxSide || Math.max(width, height) <= maxSide) return width;
  return width >= height ? maxSide : Math.max(1, Math.floor((maxSide * width) / height));
}

/**
 * The artwork in the template at the template's full size (or capped), from the template's
 * full image and the smallest stored copy of the artwork that needs no enlarging.
 */
export async function renderFullMockup(
  storage: Storage,
  artwork: ArtworkRow,
  template: RenderableTemplate,
  options: FullRenderOptions,
): Promise<EncodedImage> {
  const width = cappedWidth(template.width, template.height, options.maxSide);
  const { wall } = template;
  // On a bare wall the art fills the print: that rectangle decides which copy of the art is sharp enough.
  const windows = wall ? [printWindow(wall, options.render?.size, artwork)] : template.windows;
  // In a room, what its own frame and mat leave to draw (decided from the preview copy, as previews decide).
  const render = options.render && (await resolveRenderOptions(storage, template, artwork, options.render));
  const source = chooseArtworkSource(artwork, windows, width / template.width, options.fit);
  const artKey = artworkKeys(artwork.id)[source];
  const [templateImage, art] = await Promise.all([openStoredImage(storage, template.keys.full), openStoredImage(storage, artKey)]);
  if (!templateImage) throw notFound("Template image not found");
  if (!art) throw notFound(ARTWORK_NOT_FOUND);
  try {
    return await renderFrom(templateImage, art, artwork, template, width, { ...options, render }, storage);
  } catch (error) {
    // Read by path, a file deleted since it was found (its template or artwork removed during
    // the render) fails in the engine: answer as a missing file always did.
    if (typeof templateImage === "string" && !(await storage.exists(template.keys.full))) throw notFound("Template image not found");
    if (typeof art === "string" && !(await storage.exists(artKey))) throw notFound(ARTWORK_NOT_FOUND);
    throw error;
  }
}

/** The render itself, from the template's and the art's located files (paths or bytes). */
async function renderFrom(
  templateImage: EncodedImageFile,
  art: EncodedImageFile,
  artwork: ArtworkShape,
  template: RenderableTemplate,
  width: number,
  options: FullRenderOptions,
  storage: Storage,
): Promise<EncodedImage> {
  const { wall } = template;
  if (wall) {
    return renderWallMockup(
      {
        template: templateImage,
        wall,
        fullWidth: template.width,
        artwork: art,
        fit: options.fit,
        render: { ...options.render, size: wallPrintSize(wall, options.render?.size, artwork) },
        light: options.light,
        width,
        format: options.format,
        jpegQuality: options.jpegQuality,
      },
      { queued: options.queued, signal: options.signal },
    );
  }
  const light = options.light ?? defaultLight(template);
  // A PSD template's layers go to the render worker as stored: it decodes them itself.
  const psd = template.psd ? await readStored(storage, template.keys.layers, "Template layers not found") : undefined;
  const opacity = templateOpacity(storage, template.keys.full, width, template.windows);
  const rendered = await renderMockup(
    {
      template: templateImage,
      windows: template.windows,
      artwork: art,
      fit: options.fit,
      render: options.render,
      light,
      width,
      format: options.format,
      jpegQuality: options.jpegQuality,
      opaqueOutsideWindows: opacity.get(),
      psd,
    },
    { queued: options.queued, signal: options.signal },
  );
  if (rendered.opaqueOutsideWindows !== undefined) opacity.set(rendered.opaqueOutsideWindows);
  return rendered;
}
