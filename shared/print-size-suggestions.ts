import { CM_PER_INCH, PRINT_SIZE_MAX_CM, PRINT_SIZE_MIN_CM, formatPrintSize, type PrintSize, type PrintSizeUnit } from "./print-size-text";

export type Orientation = "portrait" | "landscape" | "square";

/**
 * A standard size whose proportions are within 3 % of the art's counts as the art's own: stretched
 * by the default fit (Expand) that little, nobody sees it. Art within 3 % of 1:1 is square.
 */
export const SIZE_RATIO_TOLERANCE = 0.03;
/**
 * A default print keeps the visual weight of the size the wall was dressed with (its area) within
 * this factor; past it, a standard size is too small or too large for the wall and the art gets a
 * size of its own at that weight.
 */
const DEFAULT_AREA_FACTOR = 1.5;
/** A custom size's long side stays within this share past the wall's own size (a panorama stays on its wall). */
const CUSTOM_LONG_SIDE_FACTOR = 1.25;
/** Where no wall says how large: the weight of a 50 × 70 cm print, a mid-size frame. */
const LIST_TARGET = { widthCm: 50, heightCm: 70 } as const;

type Standard = { short: number; long: number; unit: PrintSizeUnit; name?: string };

/** The sizes framers and print labs sell most, short side first (turned to the art's orientation when offered). */
const STANDARD_SIZES: readonly Standard[] = [
  { short: 21, long: 29.7, unit: "cm", name: "A4" },
  { short: 29.7, long: 42, unit: "cm", name: "A3" },
  { short: 42, long: 59.4, unit: "cm", name: "A2" },
  { short: 59.4, long: 84.1, unit: "cm", name: "A1" },
  { short: 84.1, long: 118.9, unit: "cm", name: "A0" },
  ...(
    [
      [13, 18],
      [20, 30],
      [24, 30],
      [30, 40],
      [40, 50],
      [40, 60],
      [50, 70],
      [60, 80],
      [60, 90],
      [70, 100],
      [20, 20],
      [30, 30],
      [50, 50],
      [70, 70],
    ] as const
  ).map(([short, long]) => ({ short, long, unit: "cm" as const })),
  ...(
    [
      [5, 7],
      [8, 10],
      [8.5, 11],
      [11, 14],
      [12, 16],
      [12, 18],
      [16, 20],
      [18, 24],
      [24, 36],
      [8, 8],
      [12, 12],
      [20, 20],
    ] as const
  ).map(([short, long]) => ({ short, long, unit: "in" as const })),
];

/** A print size offered for an artwork; `value` is the API's `size` (`70x50cm`). */
export type PrintSizeOption = PrintSize & {
  value: string;
  /** "A3 (42 × 29.7 cm)", "70 × 50 cm", "79 × 44.4 cm (your art's exact proportions)". */
  label: string;
  /** How far its proportions are from the art's: 0.05 is 5 %. */
  ratioError: number;
  /** Not a standard size: made at the art's exact proportions. */
  custom: boolean;
};

type Art = { width: number; height: number };
type Area = Pick<PrintSize, "widthCm" | "heightCm">;

/** Relative difference of two width/height ratios, the larger over the smaller: 0 when equal. */
export const ratioDifference = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) - 1;

export function orientationOf({ width, height }: Art): Orientation {
  if (ratioDifference(width, height) <= SIZE_RATIO_TOLERANCE) return "square";
  return width > height ? "landscape" : "portrait";
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const sideText = (n: number) => String(round(n, 1));

function option(width: number, height: number, unit: PrintSizeUnit, artRatio: number, name?: string): PrintSizeOption {
  const factor = unit === "in" ? CM_PER_INCH : 1;
  const size = { width, height, unit, widthCm: width * factor, heightCm: height * factor };
  const dims = `${sideText(width)} × ${sideText(height)} ${unit}`;
  return { ...size, value: formatPrintSize(size), label: name ? `${name} (${dims})` : dims, ratioError: ratioDifference(width / height, artRatio), custom: false };
}

/**
 * A size of the art's exact proportions with the weight (area) of `near`: the long side in whole
 * cm, the short side to 0.01 cm (its proportions then differ from the art's by < 0.05 %), the
 * long side kept within CUSTOM_LONG_SIDE_FACTOR of `near`'s so a panorama still fits its wall.
 */
export function customPrintSize(art: Art, near: Area): PrintSizeOption {
  const ratio = art.width / art.height;
  const long = Math.max(ratio, 1 / ratio);
  const cap = Math.min(PRINT_SIZE_MAX_CM, Math.max(near.widthCm, near.heightCm) * CUSTOM_LONG_SIDE_FACTOR);
  const longCm = Math.max(2, Math.round(Math.min(Math.sqrt(near.widthCm * near.heightCm * long), cap)));
  const shortCm = Math.max(PRINT_SIZE_MIN_CM, round(longCm / long, 2));
  const [w, h] = ratio >= 1 ? [longCm, shortCm] : [shortCm, longCm];
  const made = option(w, h, "cm", ratio);
  return { ...made, label: `${made.label} (your art's exact proportions)`, custom: true };
}

/**
 * The print sizes for an artwork of `width` × `height` px, in its orientation (landscape art gets
 * landscape sizes, square art square ones), nearest proportions first (then smallest first). A
 * size of the art's exact proportions (at `near`'s weight) follows the ones within 3 % when no
 * standard size matches exactly. The studio lists these; bare walls pick their default from them.
 */
export function rankPrintSizes(art: Art, near: Area = LIST_TARGET): PrintSizeOption[] {
  const ratio = art.width / art.height;
  const orientation = orientationOf(art);
  const offered = STANDARD_SIZES.filter((s) => (orientation === "square") === (s.short === s.long));
  const standard = offered
    .map((s) => (orientation === "landscape" ? option(s.long, s.short, s.unit, ratio, s.name) : option(s.short, s.long, s.unit, ratio, s.name)))
    // Proportions compared to the whole per cent (a family such as the A-series stays together), then the smaller first.
    .sort((a, b) => round(a.ratioError, 2) - round(b.ratioError, 2) || a.widthCm * a.heightCm - b.widthCm * b.heightCm);
  if (standard.some((s) => s.ratioError < 0.005)) return standard;
  const matching = standard.filter((s) => s.ratioError <= SIZE_RATIO_TOLERANCE).length;
  return [...standard.slice(0, matching), customPrintSize(art, near), ...standard.slice(matching)];
}

/**
 * The print a bare wall shows when the user chose no size: the art's own proportions at about the
 * weight of the wall's own size (`wallSize`, what its designer hung there). A standard size within
 * 3 % of the art's proportions and DEFAULT_AREA_FACTOR of that weight, the closest in weight;
 * else a size made at the art's exact proportions.
 */
export function defaultPrintSize(art: Art, wallSize: Area): PrintSizeOption {
  const target = wallSize.widthCm * wallSize.heightCm;
  const weight = (s: Area) => Math.abs(Math.log((s.widthCm * s.heightCm) / target));
  const candidates = rankPrintSizes(art, wallSize).filter((s) => !s.custom && s.ratioError <= SIZE_RATIO_TOLERANCE && weight(s) <= Math.log(DEFAULT_AREA_FACTOR));
  const best = candidates.sort((a, b) => weight(a) - weight(b))[0];
  return best ?? customPrintSize(art, wallSize);
}
