/**
 * A point in image pixels. Coordinates are pixel edges: (0, 0) is the top-left corner of the
 * top-left pixel, whose centre is (0.5, 0.5).
 */
export type Point = [number, number];

/**
 * A smart object's mesh warp (Photoshop's custom and grid warps): `columns` × `rows` bicubic
 * Bézier patches whose (3·columns + 1) × (3·rows + 1) control points, row by row, lie in the
 * unit square that the window's quad is the perspective image of. `sliceX`/`sliceY` (columns + 1
 * and rows + 1 values, 0 to 1) say where each patch's edges fall in the art.
 */
export type MeshWarp = { columns: number; rows: number; points: Point[]; sliceX: number[]; sliceY: number[] };

/**
 * One transparent window of a template, in template pixels: computed by the image engine at
 * ingest, stored as JSON with the template (server/src/db/schema.ts), read back by renders.
 */
export type TemplateWindow = {
  /** Bounding box of the window's transparent pixels (alpha below the threshold). */
  box: { x: number; y: number; width: number; height: number };
  /**
   * Corners ordered TL, TR, BR, BL, at sub-pixel precision on the window's edge (where the frame
   * is half opaque). Axis-aligned, within a pixel of the box, for rectangular windows.
   */
  quad: Point[];
  /** True when the quad is an upright rectangle within a pixel: renders take the fast path. */
  rectangular: boolean;
  /** Count of transparent pixels. */
  area: number;
  /**
   * The real width/height ratio of the frame opening, perspective removed (for angled windows:
   * estimated at ingest, or the ratio the template's name states). Art is fitted to this.
   */
  aspect?: number;
  /**
   * Rooms and photo templates. `over`: the window is a place in an opaque photo (a frame or canvas on the wall),
   * so the art is drawn over the photo; absent or `under`: a transparent window, art goes under.
   */
  placement?: "under" | "over";
  /** Rooms and photo templates: whether the engine found this window (false: a fallback or hand-placed quad). */
  detected?: boolean;
  /** PSD templates: the smart object (its index among the document's visible ones) whose contents the art replaces. */
  smartObject?: number;
  /** PSD templates: the smart object's warp; the quad is then where the mesh's bounding box lands. */
  warp?: MeshWarp;
  /**
   * Rendered rooms: the art place's real size on the wall (width, height in cm), the quad being
   * the camera's view of it. With a print size the print is drawn at true size centred on it.
   */
  sizeCm?: [number, number];
};
