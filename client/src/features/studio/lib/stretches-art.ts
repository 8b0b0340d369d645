import { ratioDifference } from "@shared/print-size-suggestions";
import type { Template } from "@shared/templates";
import { ratioValue } from "./aspect-ratio";

/** Past this difference between a frame's proportions and the art's, Expand visibly stretches it. */
export const STRETCH_TOLERANCE = 0.05;

/**
 * Whether Expand stretches art of `artRatio` (width / height) visibly in this template: a room's
 * frame whose proportions differ by more than 5 %. Bare walls never do: their print takes the
 * art's proportions unless a size is chosen.
 */
export function stretchesArt(template: Template, artRatio: number | null): boolean {
  if (artRatio === null || !(artRatio > 0) || template.pxPerCm !== null || !template.aspectRatio) return false;
  const frame = ratioValue(template.aspectRatio);
  return frame !== null && ratioDifference(frame, artRatio) > STRETCH_TOLERANCE;
}
