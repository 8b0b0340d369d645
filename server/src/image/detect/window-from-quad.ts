import { estimateWindowAspect } from "./estimate-window-aspect";
import { polygonArea, quadBox, type Point, type TemplateWindow } from "../core";

/** Within this many pixels of an upright rectangle, a quad is drawn as one (the fast path). */
const RECTANGULAR_TOLERANCE_PX = 1;
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A window from four corners TL, TR, BR, BL (a room's detected or hand-placed quad): its box,
 * area, whether it is an upright rectangle, and its real ratio when seen at an angle.
 */
export function windowFromQuad(
  corners: Point[],
  image: { width: number; height: number },
  extra: Pick<TemplateWindow, "placement" | "detected">,
): TemplateWindow {
  const quad = corners.map(([x, y]): Point => [round(x), round(y)]);
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const box = quadBox(quad);
  const rectangular =
    Math.abs(tl[0] - bl[0]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(tr[0] - br[0]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(tl[1] - tr[1]) <= RECTANGULAR_TOLERANCE_PX &&
    Math.abs(bl[1] - br[1]) <= RECTANGULAR_TOLERANCE_PX;
  const area = Math.round(Math.abs(polygonArea(quad)));
  const aspect = rectangular ? null : estimateWindowAspect(quad, image.width, image.height);
  return { box, area, quad, rectangular, ...(aspect ? { aspect: round(aspect) } : {}), ...extra };
}
