import { z } from "zod";
import { FIT_MODES, type FitMode } from "./constants";
import { formatPrintSize, printSizeSchema } from "./print-size";

export const FRAME_STYLES = ["none", "black", "white", "oak", "walnut", "natural", "gold", "silver"] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];
export const MAT_STYLES = ["none", "white", "ivory", "black"] as const;
export type MatStyle = (typeof MAT_STYLES)[number];

/**
 * Art drawn over an opaque room photo: `keep` makes it look photographed there (the photo's light,
 * colour cast and grain, and a glazed frame's reflections kept faintly over it), `no-reflection`
 * the same without the reflections, `off` draws it as it is.
 */
export const ROOM_LIGHTS = ["keep", "no-reflection", "off"] as const;
export type RoomLightOption = (typeof ROOM_LIGHTS)[number];

export const DEFAULT_FRAME_WIDTH_CM = 2.5;
export const DEFAULT_MAT_WIDTH_CM = 5;
export const FRAME_WIDTH_RANGE_CM = [0.5, 15] as const;
export const MAT_WIDTH_RANGE_CM = [0.5, 30] as const;

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
 * The options as query parameters (`&frame=oak&mat=white…`), defaults left out so a plain render
 * keeps the URL (and the browser cache entry) it always had.
 */
export function renderOptionsQuery(options: RenderOptionsInput): string {
  const parts: string[] = [];
  if (options.frame && options.frame !== "none") parts.push(`frame=${options.frame}`);
  if (options.frame && options.frame !== "none" && options.frameWidth !== undefined && Number(options.frameWidth) !== DEFAULT_FRAME_WIDTH_CM) parts.push(`frameWidth=${String(options.frameWidth)}`);
  if (options.mat && options.mat !== "none") parts.push(`mat=${options.mat}`);
  if (options.mat && options.mat !== "none" && options.matWidth !== undefined && Number(options.matWidth) !== DEFAULT_MAT_WIDTH_CM) parts.push(`matWidth=${String(options.matWidth)}`);
  if (options.size) parts.push(`size=${encodeURIComponent(options.size)}`);
  return parts.map((p) => `&${p}`).join("");
}

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
  const size = options.size ? printSizeSchema.safeParse(options.size) : null;
  if (size?.success) parts.push(`${size.data.width} × ${size.data.height} ${size.data.unit}`);
  return parts;
}
