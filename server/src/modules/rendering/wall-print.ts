import type { PrintSize } from "@shared/print-size";
import { defaultPrintSize } from "@shared/print-size-suggestions";
import type { TemplateWindow } from "../../image";
import type { TemplateWall } from "./find-template";

/** The artwork's pixel size: its proportions choose a bare wall's default print. */
export type ArtworkShape = { width: number; height: number };

/**
 * The print a bare wall shows: the chosen size, else one of the art's own proportions at about
 * the size the wall was dressed with (the studio lists the same sizes: `rankPrintSizes`). The
 * default fit stretches the art to the print, so a print of other proportions would squash it.
 */
export const wallPrintSize = (wall: TemplateWall, size: PrintSize | undefined, art: ArtworkShape): PrintSize => size ?? defaultPrintSize(art, wall.defaultSize);

/** The print's rectangle in the template's full-size pixels, as a window (to pick the art copy it needs). */
export function printWindow(wall: TemplateWall, size: PrintSize | undefined, art: ArtworkShape): TemplateWindow {
  const { widthCm, heightCm } = wallPrintSize(wall, size, art);
  const w = widthCm * wall.pxPerCm;
  const h = heightCm * wall.pxPerCm;
  return {
    box: { x: 0, y: 0, width: Math.ceil(w), height: Math.ceil(h) },
    quad: [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    rectangular: true,
    area: Math.round(w * h),
  };
}
