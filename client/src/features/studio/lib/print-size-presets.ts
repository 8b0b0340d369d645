import type { PrintQuality } from "@shared/print-size";

/** The sizes framers and print labs sell most; `value` is the API's `size`. */
export const PRINT_SIZE_PRESETS = [
  { label: "A4 (21 × 29.7 cm)", value: "21x29.7cm" },
  { label: "A3 (29.7 × 42 cm)", value: "29.7x42cm" },
  { label: "A2 (42 × 59.4 cm)", value: "42x59.4cm" },
  { label: "30 × 40 cm", value: "30x40cm" },
  { label: "50 × 70 cm", value: "50x70cm" },
  { label: "8 × 10 in", value: "8x10in" },
  { label: "11 × 14 in", value: "11x14in" },
  { label: "16 × 20 in", value: "16x20in" },
  { label: "24 × 36 in", value: "24x36in" },
] as const;

/**
 * "At 50 × 70 cm this artwork prints at 203 DPI — good up to 34 × 47 cm at 300 DPI". The sizes
 * are the chosen size's proportions at 300 DPI, rounded to whole cm.
 */
export function describePrintQuality(size: { width: number; height: number; unit: string }, quality: PrintQuality): string {
  const [w, h] = quality.maxSizeCm.at300.map((cm) => Math.round(cm));
  const at = `At ${size.width} × ${size.height} ${size.unit} this artwork prints at ${quality.dpi} DPI`;
  if (quality.dpi >= 300) return `${at} — excellent, sharp up to ${w} × ${h} cm at 300 DPI`;
  return `${at} — ${quality.label.toLowerCase()} up to ${w} × ${h} cm at 300 DPI`;
}
