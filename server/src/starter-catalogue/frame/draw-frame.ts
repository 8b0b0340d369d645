import type { Canvas } from "../svg/canvas";
import { drawFrameShadow } from "./draw-frame-shadow";
import { drawOuterSides, drawRebate } from "./draw-frame-sides";
import { drawMat } from "./draw-mat";
import { drawMoulding } from "./draw-moulding";
import type { FrameSpec } from "./frame-model";

/** A whole framed window, back to front. The window itself is left for the hole cut. */
export const drawFrame = (c: Canvas, f: FrameSpec): string =>
  drawFrameShadow(c, f) + drawOuterSides(c, f) + drawMat(c, f) + drawRebate(c, f) + drawMoulding(c, f);
