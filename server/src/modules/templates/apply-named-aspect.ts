import type { TemplateWindow } from "../../image";

/**
 * A ratio the template's name states ("… - 2x3 - …") is the frame's real shape; for windows
 * seen at an angle it beats the estimate made from the quad, which has to guess the lens.
 */
export function applyNamedAspect(windows: TemplateWindow[], aspectRatio: string | null): TemplateWindow[] {
  const m = aspectRatio?.match(/^(\d+)x(\d+)$/);
  if (!m) return windows;
  const named = Number(m[1]) / Number(m[2]);
  return windows.map((w) => (w.rectangular ? w : { ...w, aspect: named }));
}
