import type { MeshWarp, Point, RawImage } from "../core";

/** The blend modes PSD templates render: Photoshop's 27 but dissolve, which is read as normal where it draws the same (opaque, hard-edged) and refused elsewhere. */
export const PSD_BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "soft light",
  "hard light",
  "linear burn",
  "linear dodge",
  "darken",
  "lighten",
  "color burn",
  "color dodge",
  "vivid light",
  "linear light",
  "pin light",
  "hard mix",
  "difference",
  "exclusion",
  "subtract",
  "divide",
  "hue",
  "saturation",
  "color",
  "luminosity",
  "darker color",
  "lighter color",
] as const;
export type PsdBlendMode = (typeof PSD_BLEND_MODES)[number];

/** Single-channel coverage (0–255) over a box in document pixels; `outside` everywhere else. */
export type PsdMask = { left: number; top: number; width: number; height: number; data: Uint8Array; outside: number };

/** Straight-alpha RGBA pixels placed in the document at (left, top). */
export type PlacedPixels = { image: RawImage; left: number; top: number };

/** A Color Overlay effect: `color` (RGB 0–1) blended over what the layer left, inside the layer's shape. */
export type PsdColorOverlay = { color: [number, number, number]; blend: PsdBlendMode; opacity: number };

type PsdNodeBase = {
  name: string;
  blend: PsdBlendMode;
  /** Layer opacity, 0–1: applies to the layer and whatever is clipped to it. */
  opacity: number;
  /** Fill opacity, 0–1: the layer's own pixels only. */
  fill: number;
  /** Raster and vector masks combined; absent when the layer has none (or they are disabled). */
  mask?: PsdMask;
  /** Clipped to the nearest unclipped layer below it in the same group. */
  clipping: boolean;
  /** Its Color Overlay effects, bottom first; absent when none. */
  overlays?: PsdColorOverlay[];
};

export type PsdPixelLayer = PsdNodeBase & { kind: "pixels"; pixels: PlacedPixels };

type Rgb = [number, number, number];

/**
 * What an adjustment layer does to the colours below it (colours 0–1): a 256-entry table a
 * channel (read between entries), a threshold on luminosity, or one of the adjustments that mix
 * the channels (each as Photoshop computes it: `compose/adjust-psd-colour.ts`).
 */
export type PsdAdjustment =
  | { kind: "tables"; tables: [number[], number[], number[]] }
  | { kind: "threshold"; level: number }
  /** Hue/Saturation on the whole image: hue shift (degrees), saturation and lightness (−1–1); or colorize. */
  | { kind: "hue-saturation"; hue: number; saturation: number; lightness: number; colorize?: { hue: number; saturation: number; lightness: number } }
  /** Channel Mixer: each output channel a sum of the inputs (rows red, green, blue), plus a constant. */
  | { kind: "mixer"; rows: [Rgb, Rgb, Rgb]; constants: Rgb }
  /** Black & White: grey from the colour's primary and secondary components, each weighted (−2–3). */
  | { kind: "black-white"; weights: { reds: number; yellows: number; greens: number; cyans: number; blues: number; magentas: number } }
  /** Color Balance: cyan–red, magenta–green, yellow–blue shifts (−1–1) in shadows, midtones and highlights. */
  | { kind: "color-balance"; shadows: Rgb; midtones: Rgb; highlights: Rgb; preserveLuminosity: boolean }
  /** Vibrance and saturation (−1–1). */
  | { kind: "vibrance"; vibrance: number; saturation: number }
  /** Photo Filter: the colour multiplied in at `density` (0–1). */
  | { kind: "photo-filter"; color: Rgb; density: number; preserveLuminosity: boolean }
  /** Gradient Map: luminosity looked up in a 256-entry gradient a channel. */
  | { kind: "gradient-map"; tables: [number[], number[], number[]] };

/** An adjustment layer: no pixels, its mask and opacity say where and how much. */
export type PsdAdjustmentLayer = PsdNodeBase & { kind: "adjustment"; adjustment: PsdAdjustment };

/** Why a smart object cannot receive the art (it still shows its own content). */
export type SmartObjectRefusal = { feature: string; message: string };

/** The embedded file behind a smart object: PNG, JPEG, PSD or PSB bytes. */
export type SmartObjectContent = { data: Uint8Array; name: string };

export type PsdSmartObject = PsdNodeBase & {
  kind: "smart-object";
  /** Its position among the document's visible smart objects, bottom first. */
  index: number;
  /** Photoshop's own rendering of it (the layer's pixels): what shows when it receives no art. */
  pixels: PlacedPixels;
  /** Where the content's corners land, TL, TR, BR, BL (the non-affine transform, else the transform). */
  quad: Point[];
  /** The content box, in the embedded file's pixels: its ratio is the window's. */
  contentSize: { width: number; height: number };
  /** Its custom or grid warp: `quad` is then where the mesh's bounding box lands. */
  warp?: MeshWarp;
  content?: SmartObjectContent;
  /** Set when the art cannot go here (a warp, smart filters): the issue that adds them lifts it. */
  refusal?: SmartObjectRefusal;
};

export type PsdGroup = PsdNodeBase & {
  kind: "group";
  /** Pass-through groups blend their children straight into what is below; others composite them apart first. */
  passThrough: boolean;
  children: PsdNode[];
};

export type PsdNode = PsdPixelLayer | PsdSmartObject | PsdGroup | PsdAdjustmentLayer;

/** A Photoshop document as the renderer needs it: visible layers only, bottom first, 8-bit. */
export type PsdDocument = {
  width: number;
  height: number;
  bitsPerChannel: 8 | 16;
  children: PsdNode[];
  smartObjects: PsdSmartObject[];
  /** The Photoshop features its visible layers use beyond plain Normal layers, each once, rendered or why not. */
  features: { name: string; supported: boolean; reason?: string }[];
  /** Whether the document has transparency (its composite has an alpha channel). */
  transparent: boolean;
};
