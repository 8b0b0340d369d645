import type { Point, Quad } from "./geometry/point";

/** A window the template is expected to have: the detector should find this quad. */
export type ExpectedWindow = {
  /** Corners TL, TR, BR, BL in pixels (pixel-edge coordinates: a rectangle x0..x1 covers pixels x0 to x1 − 1). */
  quad: Quad;
  /** The frame's real width/height ratio (the named ratio). For angled windows the pixel quad is foreshortened. */
  aspect: number;
  /** True when the window is an axis-aligned rectangle on whole pixels. */
  rectangular: boolean;
};

/** A starter template's catalogue fields and expected geometry, without its image. */
export type StarterTemplateInfo = {
  index: number;
  name: string;
  category: "frame";
  featured: boolean;
  /** Null for a bare wall: the user's print size sets the proportions. */
  aspectRatio: string | null;
  /** Null for a bare wall: the user picks the frame. */
  color: string | null;
  roomType: string;
  width: number;
  height: number;
  windows: ExpectedWindow[];
  /** Pinhole intrinsics of the shot, in pixels: lets a test recover an angled window's real ratio. */
  camera: { focal: number; cx: number; cy: number };
  /** A bare wall (no windows): its scale on the back wall, where the piece hangs and its default print size. */
  wall?: { pxPerCm: number; anchor: Point; defaultSize: string };
};

export type StarterTemplate = StarterTemplateInfo & {
  png: Buffer;
  timings: { svgMs: number; rasterMs: number; encodeMs: number };
};

export type StarterOptions = {
  /** Render at this share of full size (0 < scale ≤ 1); tests use small scales. */
  scale?: number;
  /** Templates rendered at once; each rasterisation is single-threaded, so match the cores. */
  concurrency?: number;
};

export type { Quad, Point } from "./geometry/point";
