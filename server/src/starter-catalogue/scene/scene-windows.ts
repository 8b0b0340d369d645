import { windowCorners } from "../frame/frame-model";
import { project } from "../geometry/camera";
import type { Point, Quad } from "../geometry/point";
import type { Scene } from "./scene-types";

/** A projected window within this many pixels of an axis-aligned rectangle is snapped to whole pixels. */
const RECT_TOLERANCE = 0.5;

/** One expected window: its corners, the physical width/height ratio of the frame's window, and whether it is a rectangle. */
export type ExpectedWindow = { quad: Quad; aspect: number; rectangular: boolean };

function snap(q: Quad): Quad | undefined {
  const [tl, tr, br, bl] = q;
  const square =
    Math.abs(tl[1] - tr[1]) < RECT_TOLERANCE &&
    Math.abs(bl[1] - br[1]) < RECT_TOLERANCE &&
    Math.abs(tl[0] - bl[0]) < RECT_TOLERANCE &&
    Math.abs(tr[0] - br[0]) < RECT_TOLERANCE;
  if (!square) return undefined;
  const x0 = Math.round(tl[0]);
  const y0 = Math.round(tl[1]);
  const x1 = Math.round(br[0]);
  const y1 = Math.round(br[1]);
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
}

const round2 = (p: Point): Point => [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];

/** Each frame's window as the camera sees it: rectangles on whole pixels, other quads as projected. */
export function sceneWindows(scene: Scene): ExpectedWindow[] {
  return scene.frames.map((f) => {
    const [a, b, cc, d] = windowCorners(f).map((p) => project(scene.cam, p)) as [Point, Point, Point, Point];
    const quad: Quad = [a, b, cc, d];
    const rect = snap(quad);
    return {
      quad: rect ?? [round2(a), round2(b), round2(cc), round2(d)],
      aspect: f.windowWidth / f.windowHeight,
      rectangular: rect !== undefined,
    };
  });
}
