import { z } from "zod";
import { FIT_MODES, type FitMode } from "./constants";
import { printSizeSchema } from "./print-size";
import { formatPrintSize, readPrintSize } from "./print-size-text";
import { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, FRAME_STYLES, FRAME_WIDTH_RANGE_CM, type FrameStyle, MAT_STYLES, MAT_WIDTH_RANGE_CM, type MatStyle, ROOM_LIGHTS, type RoomLightOption } from "./render-choices";

export { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, FRAME_STYLES, FRAME_WIDTH_RANGE_CM, type FrameStyle, MAT_STYLES, MAT_WIDTH_RANGE_CM, type MatStyle, ROOM_LIGHTS, type RoomLightOption, renderOptionsQuery } from "./render-choices";

const cm = (name: string, [min, max]: readonly [number, number], fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of cm` })
    .min(min, `${name} must be between ${min} and ${max} cm`)
    .max(max, `${name} must be between ${min} and ${max} cm`)
    .default(fallback);

/**
 * Frame, mat and print size of a render: merged into the render query of the preview, export and
 * save routes. Its own schema so other options (light) can be merged beside it independently.
 */
export const renderOptionsSchema = z.object({
  frame: z.enum(FRAME_STYLES, { error: `frame must be one of ${FRAME_STYLES.join(", ")}` }).default("none"),
  frameWidth: cm("frameWidth", FRAME_WIDTH_RANGE_CM, DEFAULT_FRAME_WIDTH_CM),
  mat: z.enum(MAT_STYLES, { error: `mat must be one of ${MAT_STYLES.join(", ")}` }).default("none"),
  matWidth: cm("matWidth", MAT_WIDTH_RANGE_CM, DEFAULT_MAT_WIDTH_CM),
  size: printSizeSchema.optional(),
});
export type RenderOptions = z.output<typeof renderOptionsSchema>;
/** The options as a query string or JSON carries them (size as typed: `50x70cm`). */
export type RenderOptionsInput = z.input<typeof renderOptionsSchema>;

/**
 * The options a saved mockup was made with, as stored and as GET /api/mockups returns them (the
 * size as typed, `50x70cm`). Lives beside the render options so new ones (light) join both.
 */
export const savedRenderOptionsSchema = z.object({
  fit: z.enum(FIT_MODES),
  frame: z.enum(FRAME_STYLES),
  frameWidth: z.number(),
  mat: z.enum(MAT_STYLES),
  matWidth: z.number(),
  size: z.string().nullable(),
  /** Saved before rooms existed: no light recorded, which rendered as `keep`. */
  light: z.enum(ROOM_LIGHTS).default("keep"),
});
export type SavedRenderOptions = z.infer<typeof savedRenderOptionsSchema>;

/** What a saved mockup records of the options it was rendered with. */
export function toSavedRenderOptions(fit: FitMode, options: RenderOptions, light: RoomLightOption = "keep"): SavedRenderOptions {
  return {
    light,
    fit,
    frame: options.frame,
    frameWidth: options.frameWidth,
    mat: options.mat,
    matWidth: options.matWidth,
    size: options.size ? formatPrintSize(options.size) : null,
  };
}

const FRAME_NAMES: Record<FrameStyle, string> = { none: "", black: "Black frame", white: "White frame", oak: "Oak frame", walnut: "Walnut frame", natural: "Natural frame", gold: "Gold frame", silver: "Silver frame" };
const MAT_NAMES: Record<MatStyle, string> = { none: "", white: "White mat", ivory: "Ivory mat", black: "Black mat" };
const FIT_NAMES: Record<FitMode, string> = { expand: "Expand", fill: "Fill", fit: "Fit" };

/** One line for a gallery card: "Walnut frame · White mat · 50 × 70 cm · Fitting: Fill" (unused options left out). */
export function describeRenderOptions(options: SavedRenderOptions): string {
  const parts = framedPrintParts(options);
  parts.push(`Fitting: ${FIT_NAMES[options.fit]}`);
  if (options.light === "off") parts.push("Room light off");
  if (options.light === "no-reflection") parts.push("No glass reflection");
  return parts.filter(Boolean).join(" · ");
}

/** What hangs on the wall: "Walnut frame · White mat · 50 × 70 cm" (a share page's description). */
export function describeFramedPrint(options: SavedRenderOptions): string {
  return framedPrintParts(options).join(" · ");
}

function framedPrintParts(options: SavedRenderOptions): string[] {
  const parts = [FRAME_NAMES[options.frame], MAT_NAMES[options.mat]].filter(Boolean);
  const read = options.size ? readPrintSize(options.size) : null;
  if (read && "size" in read) parts.push(`${read.size.width} × ${read.size.height} ${read.size.unit}`);
  return parts;
}
