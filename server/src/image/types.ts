/** One transparent window of a template, in template pixels. */
export type TemplateWindow = {
  /** Bounding box of the window's transparent pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** Corners ordered TL, TR, BR, BL. Equals the box corners for rectangular windows. */
  quad: [number, number][];
  /** True when the quad is the bounding box within a pixel: renders take the fast path. */
  rectangular: boolean;
  /** Count of transparent pixels. */
  area: number;
};
