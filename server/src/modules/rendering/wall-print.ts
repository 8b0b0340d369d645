import type { PrintSize } from "@shared/print-size";
import type { TemplateWindow } from "../../image";
import type { TemplateWall } from "./find-template";

/** The print a bare wall shows: the chosen size, else the template's own default. */
export const wallPrintSize = (wall: TemplateWall, size: PrintSize | undefined): PrintSize => size ?? wall.defaultSize;

/** The print's rectangle in the template's full-size pixels, as a window (to pick the art copy it needs). */
export function printWindow(wall: TemplateWall, size: PrintSize | undefined): TemplateWindow {
  const { widthCm, heightCm } = wallPrintSize(wall, size);
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
