import type { PrintQuality } from "@shared/print-size";

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
