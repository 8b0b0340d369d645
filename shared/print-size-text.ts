// Print sizes as text (`50x70cm`, `16x20in`), read and written without building print-size.ts's
// schemas: the studio reads them from its URL on its first screen (docs/decisions/0015).

export const CM_PER_INCH = 2.54;
/** Larger than any framed print a wall takes; a bigger size is a typo (1000 m, 5000x7000cm). */
export const PRINT_SIZE_MAX_CM = 500;
/** Smaller than this nothing prints sensibly (and it guards against 0 and 0.0001). */
export const PRINT_SIZE_MIN_CM = 1;

export const PRINT_SIZE_UNITS = ["cm", "in"] as const;
export type PrintSizeUnit = (typeof PRINT_SIZE_UNITS)[number];

/** A print size as typed (`50x70cm`, `16x20in`), with its sides in cm for the arithmetic. */
export type PrintSize = { width: number; height: number; unit: PrintSizeUnit; widthCm: number; heightCm: number };

// Width x height and a unit; "×" and spaces are forgiven, decimals allowed (8.5x11in).
const SIZE_PATTERN = /^\s*(\d{1,6}(?:\.\d{1,3})?)\s*[x×]\s*(\d{1,6}(?:\.\d{1,3})?)\s*(cm|in)\s*$/i;
export const PRINT_SIZE_FORMAT_MESSAGE = "size must look like 50x70cm or 16x20in (width x height, in cm or in)";
/** The longest text taken as a size. */
export const PRINT_SIZE_TEXT_MAX = 40;

/** Reads `WxHcm` / `WxHin`: the size, or what is wrong with the text, for a message the user can act on. */
export function readPrintSize(text: string): { size: PrintSize } | { error: string } {
  const match = text.length <= PRINT_SIZE_TEXT_MAX ? SIZE_PATTERN.exec(text) : null;
  if (!match) return { error: PRINT_SIZE_FORMAT_MESSAGE };
  const width = Number(match[1]);
  const height = Number(match[2]);
  const unit = match[3]!.toLowerCase() as PrintSizeUnit;
  const factor = unit === "in" ? CM_PER_INCH : 1;
  const widthCm = width * factor;
  const heightCm = height * factor;
  if (Math.min(widthCm, heightCm) < PRINT_SIZE_MIN_CM) return { error: `size must be at least ${PRINT_SIZE_MIN_CM} cm on each side` };
  if (Math.max(widthCm, heightCm) > PRINT_SIZE_MAX_CM) return { error: `size must be at most ${PRINT_SIZE_MAX_CM} cm (${Math.floor(PRINT_SIZE_MAX_CM / CM_PER_INCH)} in) on each side` };
  return { size: { width, height, unit, widthCm, heightCm } };
}

/** The size as the API and the UI write it: `50x70cm`. */
export const formatPrintSize = (size: Pick<PrintSize, "width" | "height" | "unit">) => `${size.width}x${size.height}${size.unit}`;
