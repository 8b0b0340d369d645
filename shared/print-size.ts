import { z } from "zod";
import { FIT_MODES, type FitMode } from "./constants";
import { CM_PER_INCH, PRINT_SIZE_FORMAT_MESSAGE, PRINT_SIZE_TEXT_MAX, type PrintSize, readPrintSize } from "./print-size-text";

export { CM_PER_INCH, PRINT_SIZE_FORMAT_MESSAGE, PRINT_SIZE_MAX_CM, PRINT_SIZE_MIN_CM, PRINT_SIZE_UNITS, type PrintSize, type PrintSizeUnit, formatPrintSize } from "./print-size-text";

/** SIZE_PATTERN for the OpenAPI document: JSON Schema patterns take no `i` flag. */
const SIZE_JSON_PATTERN = "^\\s*\\d{1,6}(\\.\\d{1,3})?\\s*[x×]\\s*\\d{1,6}(\\.\\d{1,3})?\\s*([cC][mM]|[iI][nN])\\s*$";

/** Parses `WxHcm` / `WxHin`; the issues name what is wrong, for a 400 the user can act on. */
export const printSizeSchema = z
  .string({ error: PRINT_SIZE_FORMAT_MESSAGE })
  .max(PRINT_SIZE_TEXT_MAX, PRINT_SIZE_FORMAT_MESSAGE)
  .meta({ pattern: SIZE_JSON_PATTERN, description: "Width x height and a unit: `50x70cm`, `16x20in`, `8.5x11in`", example: "50x70cm" })
  .transform((text, ctx): PrintSize => {
    const read = readPrintSize(text);
    if ("size" in read) return read.size;
    ctx.addIssue({ code: "custom", message: read.error });
    return z.NEVER;
  });

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
