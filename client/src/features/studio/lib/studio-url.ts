import { DEFAULT_FIT_MODE, FIT_MODES, type FitMode } from "@shared/constants";
import { formatPrintSize, readPrintSize } from "@shared/print-size-text";
import { FRAME_STYLES, FRAME_WIDTH_RANGE_CM, MAT_STYLES, MAT_WIDTH_RANGE_CM } from "@shared/render-choices";
// The panel owns the choice's shape and its defaults; the URL only spells them.
import { NO_FRAME_CHOICE, type FrameChoice } from "../components/frame-size-panel";
import { EMPTY_FILTERS, FILTER_GROUPS, type FilterKey, type TemplateFilters, normalizeValue } from "./template-filters";

/**
 * What the studio's address says (`/app?ratio=4x3&fit=fill&size=50x70cm&frame=black`): the
 * choices someone could share or bookmark. The artworks are not here: they are this browser's.
 */
export type StudioOptions = {
  filters: TemplateFilters;
  fit: FitMode;
  frameChoice: FrameChoice;
  /** "Only My Rooms" (signed-in users). */
  onlyRooms: boolean;
  /** The template whose result is enlarged, if any. */
  preview: number | null;
};

export const DEFAULT_STUDIO_OPTIONS: StudioOptions = { filters: EMPTY_FILTERS, fit: DEFAULT_FIT_MODE, frameChoice: NO_FRAME_CHOICE, onlyRooms: false, preview: null };

/** One repeated parameter per filter group (`ratio=4x3&ratio=1x1`): values may hold commas. */
const FILTER_PARAMS: Record<FilterKey, string> = {
  aspectRatios: "ratio",
  colors: "color",
  roomTypes: "room",
  styles: "style",
  walls: "wall",
  lights: "light",
  orientations: "view",
  pieces: "pieces",
};
/** A hand-edited address cannot make the filters list grow without end. */
const MAX_VALUES = 50;
/** Said for "no print size" when the default is a size. */
const NO_SIZE = "none";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

function readWidth(value: string | null, [min, max]: readonly [number, number], fallback: number): number {
  const cm = value === null || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(cm) && cm >= min && cm <= max ? cm : fallback;
}

function readSize(value: string | null): string | null {
  if (value === null) return NO_FRAME_CHOICE.size;
  if (value === NO_SIZE) return null;
  const read = readPrintSize(value);
  return "size" in read ? formatPrintSize(read.size) : NO_FRAME_CHOICE.size;
}

function readFilters(params: URLSearchParams): TemplateFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const { key } of FILTER_GROUPS) {
    const values = params.getAll(FILTER_PARAMS[key]).flatMap((v) => normalizeValue(v) ?? []);
    filters[key] = [...new Set(values)].slice(0, MAX_VALUES);
  }
  return filters;
}

/** Reads the options from a query string; anything missing or not understood is the default. */
export function readStudioOptions(search: string): StudioOptions {
  const params = new URLSearchParams(search);
  const frame = oneOf(FRAME_STYLES, params.get("frame")) ?? NO_FRAME_CHOICE.frame;
  const mat = oneOf(MAT_STYLES, params.get("mat")) ?? NO_FRAME_CHOICE.mat;
  const preview = Number(params.get("preview"));
  return {
    filters: readFilters(params),
    fit: oneOf(FIT_MODES, params.get("fit")) ?? DEFAULT_FIT_MODE,
    frameChoice: {
      frame,
      frameWidth: readWidth(params.get("frameWidth"), FRAME_WIDTH_RANGE_CM, NO_FRAME_CHOICE.frameWidth),
      mat,
      matWidth: readWidth(params.get("matWidth"), MAT_WIDTH_RANGE_CM, NO_FRAME_CHOICE.matWidth),
      size: readSize(params.get("size")),
    },
    onlyRooms: params.get("rooms") === "mine",
    preview: Number.isSafeInteger(preview) && preview > 0 ? preview : null,
  };
}

/**
 * The options as a query string (no `?`), in a fixed order, defaults left out: the same options
 * always make the same address, and a studio left as it came has none.
 */
export function studioSearch({ filters, fit, frameChoice, onlyRooms, preview }: StudioOptions): string {
  const params = new URLSearchParams();
  for (const { key } of FILTER_GROUPS) for (const value of filters[key]) params.append(FILTER_PARAMS[key], value);
  if (fit !== DEFAULT_FIT_MODE) params.set("fit", fit);
  const { frame, frameWidth, mat, matWidth, size } = frameChoice;
  if (frame !== NO_FRAME_CHOICE.frame) params.set("frame", frame);
  // A width only matters with its frame or mat.
  if (frame !== "none" && frameWidth !== NO_FRAME_CHOICE.frameWidth) params.set("frameWidth", String(frameWidth));
  if (mat !== NO_FRAME_CHOICE.mat) params.set("mat", mat);
  if (mat !== "none" && matWidth !== NO_FRAME_CHOICE.matWidth) params.set("matWidth", String(matWidth));
  if (size !== NO_FRAME_CHOICE.size) params.set("size", size ?? NO_SIZE);
  if (onlyRooms) params.set("rooms", "mine");
  if (preview !== null) params.set("preview", String(preview));
  return params.toString();
}
