import { WINDOW_ALPHA_THRESHOLD } from "../../../../shared/constants";
import { describeWindow } from "./describe-window";
import { labelTransparentRegions } from "./label-transparent-regions";
import { orderWindows } from "./order-windows";
import type { RawImage, TemplateWindow } from "../core";

/** Transparent specks smaller than 0.05 % of the image are dust or cut-out mistakes, not windows. */
export const MIN_WINDOW_SHARE = 0.0005;

/**
 * The transparent windows of decoded template pixels: 8-connected regions with alpha below the
 * spec's threshold that do not touch the border and are not specks, in reading order.
 * The long loop over the pixels yields to the event loop every few milliseconds.
 */
export async function findTransparentWindows(image: RawImage): Promise<TemplateWindow[]> {
  const minArea = MIN_WINDOW_SHARE * image.width * image.height;
  const regions = await labelTransparentRegions(
    image,
    WINDOW_ALPHA_THRESHOLD,
    (region) => !region.touchesBorder && region.area >= minArea,
  );
  return orderWindows(regions.map((region) => describeWindow(region, image)));
}
