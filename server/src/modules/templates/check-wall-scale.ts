import { printSizeSchema } from "@shared/print-size";
import type { WallScale } from "@shared/templates";
import { badRequest } from "../../lib/errors";

/**
 * A bare wall's scale and anchor against its image: the anchor must lie in the picture, and the
 * default print must fit in it at that scale (a scale typed per metre instead of per cm would not).
 */
export function checkWallScale(wall: WallScale, image: { width: number; height: number }): void {
  const [x, y] = wall.anchor;
  if (x > image.width || y > image.height) {
    throw badRequest(`anchor must lie in the ${image.width} × ${image.height} px image`);
  }
  const size = printSizeSchema.parse(wall.defaultSize);
  const w = Math.round(size.widthCm * wall.pxPerCm);
  const h = Math.round(size.heightCm * wall.pxPerCm);
  if (w > image.width || h > image.height) {
    throw badRequest(`At ${wall.pxPerCm} px per cm a ${wall.defaultSize} print is ${w} × ${h} px: larger than the ${image.width} × ${image.height} px image (check the scale)`);
  }
}
