// The engine's base, which every stage may import: its types, sharp as configured here, image
// sources, refusals, window geometry, yielding to the event loop, and the image budget the face
// runs heavy jobs under. It imports no stage.
export { sharp } from "./configured-sharp";
export { intersectLines, polygonArea, quadBox } from "./geometry";
export { sampleBilinear } from "./sample-bilinear";
export {
  IMAGE_BUSY_MESSAGE,
  SMALL_JOB_PIXELS,
  defaultImageBudgetLimits,
  imageBudget,
  type BudgetRunOptions,
  type ImageBudgetLimits,
} from "./image-budget";
export { ImageError, type ImageErrorCode } from "./image-error";
export { isEncodedFile, sizeOf, toSharpInput } from "./image-source";
export { measureWindow } from "./measure-window";
export { scaleWindows } from "./scale-windows";
export type * from "./types";
export { yieldToEventLoop } from "./yield-to-event-loop";
