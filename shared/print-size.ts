import { z } from "zod";
import { FIT_MODES, type FitMode } from "./constants";

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
/** SIZE_PATTERN for the OpenAPI document: JSON Schema patterns take no `i` flag. */
const SIZE_JSON_PATTERN = "^\\s*\\d{1,6}(\\.\\d{1,3})?\\s*[x×]\\s*\\d{1,6}(\\.\\d{1,3})?\\s*([cC][mM]|[iI][nN])\\s*$";
export const PRINT_SIZE_FORMAT_MESSAGE = "size must look like 50x70cm or 16x20in (width x height, in cm or in)";

/** Parses `WxHcm` / `WxHin`; the issues name what is wrong, for a 400 the user can act on. */
export const printSizeSchema = z
  .string({ error: PRINT_SIZE_FORMAT_MESSAGE })
  .max(40, PRINT_SIZE_FORMAT_MESSAGE)
  .meta({ pattern: SIZE_JSON_PATTERN, description: "Width x height and a unit: `50x70cm`, `16x20in`, `8.5x11in`", example: "50x70cm" })
  .transform((text, ctx): PrintSize => {
    const match = SIZE_PATTERN.exec(text);
    if (!match) {
      ctx.addIssue({ code: "custom", message: PRINT_SIZE_FORMAT_MESSAGE });
      return z.NEVER;
    }
    const width = Number(match[1]);
    const height = Number(match[2]);
    const unit = match[3]!.toLowerCase() as PrintSizeUnit;
    const factor = unit === "in" ? CM_PER_INCH : 1;
    const widthCm = width * factor;
    const heightCm = height * factor;
    if (Math.min(widthCm, heightCm) < PRINT_SIZE_MIN_CM) {
      ctx.addIssue({ code: "custom", message: `size must be at least ${PRINT_SIZE_MIN_CM} cm on each side` });
      return z.NEVER;
    }
    if (Math.max(widthCm, heightCm) > PRINT_SIZE_MAX_CM) {
      ctx.addIssue({ code: "custom", message: `size must be at most ${PRINT_SIZE_MAX_CM} cm (${Math.floor(PRINT_SIZE_MAX_CM / CM_PER_INCH)} in) on each side` });
      return z.NEVER;
    }
    return { width, height, unit, widthCm, heightCm };
  });

/** The size as the API and the UI write it: `50x70cm`. */
export const formatPrintSize = (size: Pick<PrintSize, "width" | "height" | "unit">) => `${size.width}x${size.height}${size.unit}`;

export const PRINT_QUALITY_LABELS = ["Excellent", "Good", "Fair", "Low"] as const;
export type PrintQualityLabel = (typeof PRINT_QUALITY_LABELS)[number];

export function printQualityLabel(dpi: number): PrintQualityLabel {
  if (dpi >= 300) return "Excellent";
  if (dpi >= 200) return "Good";
  if (dpi >= 150) return "Fair";
  return "Low";
}

export const printQualitySchema = z.object({
  /** Pixels per inch of the printed art, rounded down. */
  dpi: z.number().int(),
  label: z.enum(PRINT_QUALITY_LABELS),
  /** The largest print of the chosen size's proportions that still reaches 300 / 150 DPI, cm, rounded down to 0.1 cm. */
  maxSizeCm: z.object({ at300: z.tuple([z.number(), z.number()]), at150: z.tuple([z.number(), z.number()]) }),
});
export type PrintQuality = z.infer<typeof printQualitySchema>;

/** GET /api/artworks/{id}/print-quality. `fit` defaults to `fit`: the whole artwork printed inside the size. */
export const printQualityQuerySchema = z.object({
  size: printSizeSchema,
  fit: z.enum(FIT_MODES, { error: "fit must be expand, fill or fit" }).default("fit"),
});

const floorTenth = (cm: number) => Math.floor(cm * 10 + 1e-9) / 10;

/**
 * The effective resolution of `art` printed at `size`. The art is fitted into the size by the fit
 * mode: `fit` contains it (one side fills the print: the denser axis decides), `fill` covers it
 * (cropped: the sparser axis decides), `expand` stretches it (the sparser axis is what prints
 * soft, so it decides).
 */
export function computePrintQuality(art: { width: number; height: number }, size: Pick<PrintSize, "widthCm" | "heightCm">, fit: FitMode): PrintQuality {
  const across = art.width / (size.widthCm / CM_PER_INCH);
  const down = art.height / (size.heightCm / CM_PER_INCH);
  const exact = fit === "fit" ? Math.max(across, down) : Math.min(across, down);
  // A hair of tolerance so 300.0000001 computed as 299.9999999 still reads 300.
  const dpi = Math.floor(exact + 1e-9);
  const at = (target: number): [number, number] => [floorTenth((size.widthCm * exact) / target), floorTenth((size.heightCm * exact) / target)];
  return { dpi, label: printQualityLabel(dpi), maxSizeCm: { at300: at(300), at150: at(150) } };
}
