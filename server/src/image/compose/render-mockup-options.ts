import type { FitMode } from "../../../../shared/constants";
import type { RenderOptions, RoomLightOption } from "../../../../shared/render-options";
import type { EncodedImage, ImageSource, OutputFormat, TemplateWindow } from "../core";
import type { EncodePurpose } from "../encode";
import type { PsdLayers } from "./psd-layers";

/** `keep`: the room's light, grain and glass reflections on art over a photo; `no-reflection`: all but the reflections; `off`: none. */
export type RoomLight = RoomLightOption;

export type RenderMockupOptions = {
  /** The stored (normalised) template, as its PNG or decoded pixels: full size or the preview copy. */
  template: ImageSource;
  /** Its windows, in the pixels of `template` (see `scaleWindows` for the preview copy). */
  windows: TemplateWindow[];
  /** The artwork, ideally a stored copy about the size of the output (decoding is then cheap). */
  artwork: ImageSource;
  fit?: FitMode;
  /** Frame, mat and print size. In a template's window only the mat (and the size, for its proportions) apply: the frame is in the photo. */
  render?: Partial<RenderOptions>;
  /** Output width; the template and its windows are scaled down to it (never up). */
  width?: number;
  format: OutputFormat;
  /**
   * For windows drawn over an opaque photo (rooms): 'keep' (the default) gives the art the photo's
   * light, colour, grain and glass reflections (`matchPhoto`); 'no-reflection' all but the
   * reflections; 'off' draws the art as it is.
   */
  light?: RoomLight;
  /** Encoder settings; by default 'preview' up to the thumbnail width, 'export' above. */
  purpose?: EncodePurpose;
  /** JPEG only: the quality the user chose for a download (default: the purpose's). */
  jpegQuality?: number;
  /**
   * JPEG only: whether the template (at this width) is opaque wherever the art does not cover
   * it. Then the art under the template leaves no see-through pixel and the white canvas is
   * skipped (a third of a full JPEG export's time). Unknown: this render finds out, and says so.
   */
  opaqueOutsideWindows?: boolean;
  /**
   * A PSD template's prepared layers at full size, decoded or as stored (a render worker decodes
   * them itself): the art goes between them (`windows` name their smart objects).
   */
  psd?: PsdLayers | Uint8Array;
};

/** The encoded mockup; a JPEG render also tells whether the template proved opaque outside the art. */
export type RenderedMockup = EncodedImage & { opaqueOutsideWindows?: boolean };
