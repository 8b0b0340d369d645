import type { Color, Layer, PlacedLayer } from "ag-psd";
import { ImageError, type MeshWarp } from "../core";
import { readMeshWarp } from "./read-mesh-warp";
import { readPresetWarp } from "./read-preset-warp";
import { PSD_BLEND_MODES, type PlacedPixels, type PsdBlendMode, type PsdColorOverlay, type PsdMask, type SmartObjectRefusal } from "./psd-document";

/**
 * Modes Photoshop treats apart under fill opacity (the "special eight"): below 100 % fill it does
 * not fade the layer as opacity would. No Photoshop-made file shows how yet, so they are refused.
 */
const FILL_SENSITIVE: readonly string[] = ["color burn", "linear burn", "color dodge", "linear dodge", "vivid light", "linear light", "hard mix", "difference"];

const title = (mode: string) => mode.replace(/\b\w/g, (c) => c.toUpperCase());

const refuse = (message: string) => new ImageError("psd_unsupported", message);

/**
 * Whether a layer's coverage is all or nothing (no soft edge, no partial mask): where dissolve at
 * full opacity draws exactly what normal does.
 */
export function isHardEdged(pixels: PlacedPixels, mask: PsdMask | undefined): boolean {
  const { data, channels } = pixels.image;
  if (channels === 4) for (let i = 3; i < data.length; i += 4) if (data[i] !== 0 && data[i] !== 255) return false;
  if (mask && ((mask.outside !== 0 && mask.outside !== 255) || mask.data.some((v) => v !== 0 && v !== 255))) return false;
  return true;
}

/**
 * A blend mode as rendered: dissolve scatters pixels by a pattern of Photoshop's own, which it
 * draws like normal only where the layer is fully opaque or transparent; elsewhere refused.
 */
function modeOf(mode: string, what: string, alpha: number, hardEdged: () => boolean): PsdBlendMode {
  if (mode === "dissolve") {
    if (alpha >= 1 && hardEdged()) return "normal";
    throw refuse(`${what} uses the Dissolve blend mode with soft edges or below 100 % opacity, whose scattered pattern templates cannot reproduce: in Photoshop change it or merge the layer, then save again`);
  }
  if (!(PSD_BLEND_MODES as readonly string[]).includes(mode)) {
    throw refuse(`${what} uses the ${title(mode)} blend mode, which templates do not render: in Photoshop change it or merge the layer, then save again`);
  }
  return mode as PsdBlendMode;
}

/** An effect's blend mode (its shadow or glow has soft edges: Dissolve refused), or a refusal naming it. */
export const effectModeOf = (mode: string, what: string): PsdBlendMode => modeOf(mode, what, 1, () => false);

/** Effects drawn from the layer's pixels at reading (`psd-effects.ts`, `psd-gradient-overlay.ts`), beside Color Overlay (drawn at compositing). */
const RENDERED_EFFECTS = ["disabled", "scale", "solidFill", "dropShadow", "innerShadow", "outerGlow", "gradientOverlay", "stroke"];

/** The layer's blend mode, or a refusal naming it. `hardEdged`: whether its pixels and mask are all or nothing. */
export function blendModeOf(layer: Layer, name: string, hardEdged: () => boolean): PsdBlendMode {
  const fill = layer.fillOpacity ?? 1;
  const mode = modeOf(layer.blendMode ?? "normal", `Layer “${name}”`, (layer.opacity ?? 1) * fill, hardEdged);
  if (mode === "hard mix" && (layer.opacity ?? 1) < 1) {
    // psd-tools' hard-mix.psd (three layers at 50 %): Photoshop's result is not the mix of before and after.
    throw refuse(`Layer “${name}” uses Hard Mix below 100 % opacity, which templates do not render yet: set its opacity to 100 % or merge the layer, then save again`);
  }
  if (fill < 1 && FILL_SENSITIVE.includes(mode)) {
    throw refuse(`Layer “${name}” uses ${title(mode)} with a fill opacity below 100 %, which templates do not render yet: set Fill to 100 % (use Opacity instead), then save again`);
  }
  return mode;
}

const channel = (color: Color | undefined, key: "r" | "g" | "b") => (color && key in color ? (color as Record<typeof key, number>)[key] / 255 : 0);

/** The layer's enabled Color Overlay effects, bottom first (an empty list when it has none). */
export function colorOverlaysOf(layer: Layer, name: string, hardEdged: () => boolean): PsdColorOverlay[] {
  const { effects } = layer;
  if (!effects || effects.disabled) return [];
  return (effects.solidFill ?? [])
    .filter((e) => e.enabled !== false)
    .reverse()
    .map((e) => {
      const opacity = e.opacity ?? 1;
      if (e.color && !("r" in e.color)) throw refuse(`Layer “${name}” has a Color Overlay in a colour mode other than RGB: pick its colour again in RGB, then save again`);
      return { color: [channel(e.color, "r"), channel(e.color, "g"), channel(e.color, "b")], blend: modeOf(e.blendMode ?? "normal", `The Color Overlay of layer “${name}”`, opacity, hardEdged), opacity };
    });
}

const effectOn = (effect: unknown): boolean =>
  Array.isArray(effect) ? effect.some(effectOn) : typeof effect === "object" && effect !== null && (effect as { enabled?: boolean }).enabled !== false;

/**
 * What the renderer cannot draw on a visible layer: layer effects but Color Overlay, Drop and
 * Inner Shadow, Outer Glow, Gradient Overlay (not in the layer's pixels), Blend If. (Adjustment layers: `adjustmentOf`.) Refused by name, with what to do.
 */
export function checkLayerFeatures(layer: Layer, name: string): void {
  const { effects } = layer;
  if (effects && !effects.disabled) {
    const on = Object.entries(effects).find(([key, value]) => !RENDERED_EFFECTS.includes(key) && effectOn(value));
    if (on) throw refuse(`Layer “${name}” has layer effects (${title(on[0].replace(/([A-Z])/g, " $1").toLowerCase())}), which templates do not render yet: rasterize the layer style (Layer › Rasterize › Layer Style) or hide the effects, then save again`);
  }
  const ranges = layer.blendingRanges;
  const plain = (r: number[]) => r[0] === 0 && r[1] === 0 && r[2] === 255 && r[3] === 255;
  if (ranges && (!plain(ranges.compositeGrayBlendSource) || !plain(ranges.compositeGraphBlendDestinationRange) || ranges.ranges.some((r) => !plain(r.sourceRange) || !plain(r.destRange)))) {
    throw refuse(`Layer “${name}” uses Blend If, which templates do not render yet: reset Blend If in its blending options or merge the layer, then save again`);
  }
}

/** An undeformed mesh: every control point where a plain grid over the bounds puts it. */
function isFlatMesh(placed: PlacedLayer): boolean {
  const warp = placed.warp;
  if (!warp || !warp.style || warp.style === "none") return true;
  // A preset (arc, cylinder…) is flat only at no bend and no distortion; the cylinder keeps its settings in `values`.
  if (warp.style !== "custom" || !warp.customEnvelopeWarp) return !warp.value && !warp.perspective && !warp.perspectiveOther && !warp.values?.length;
  const points = warp.customEnvelopeWarp.meshPoints;
  const side = Math.round(Math.sqrt(points.length));
  // Rectangular meshes: find the row length from where x first returns to the start.
  const found = points.findIndex((p, i) => i > 0 && Math.abs(p.x - points[0]!.x) < 1e-6);
  const rowLength = found > 0 ? found : side;
  if (rowLength < 2 || points.length % rowLength) return false;
  const rows = points.length / rowLength;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < rowLength; c++) {
      const p = points[r * rowLength + c]!;
      if (Math.abs(p.x - points[c]!.x) > 0.01 || Math.abs(p.y - points[r * rowLength]!.y) > 0.01) return false;
    }
  }
  // Inside each Bézier patch the control points sit at thirds when the patch is not bent.
  const evenThirds = (values: number[]) =>
    values.every((v, i) => {
      const k = i % 3;
      if (k === 0) return true;
      const a = values[i - k]!;
      const b = values[i - k + 3];
      return b === undefined || Math.abs(v - (a + ((b - a) * k) / 3)) < 0.01;
    });
  const xs = points.slice(0, rowLength).map((p) => p.x);
  const ys = Array.from({ length: rows }, (_, r) => points[r * rowLength]!.y);
  return evenThirds(xs) && evenThirds(ys);
}

/** The mesh a smart object's art is bent through: none for an undeformed mesh (no warp). */
export function smartObjectWarp(placed: PlacedLayer): MeshWarp | undefined {
  return isFlatMesh(placed) ? undefined : (readMeshWarp(placed) ?? readPresetWarp(placed));
}

/** A refused warp by name: the cylinder is rendered at its default settings only. */
function presetName(placed: PlacedLayer): string {
  const style = placed.warp?.style ?? "custom";
  if (style === "cylinder") return "cylinder preset at settings other than its default ellipses";
  return `${style} preset${placed.warp?.perspective || placed.warp?.perspectiveOther ? " with distortion" : ""}`;
}

/** Why the art cannot replace this smart object's contents, or nothing when it can. */
export function smartObjectRefusal(placed: PlacedLayer, name: string, embedded: boolean): SmartObjectRefusal | undefined {
  if (!embedded) {
    return { feature: "linked", message: `Smart object “${name}” is linked to an outside file: in Photoshop use Embed Linked, then save again` };
  }
  if (!isFlatMesh(placed) && !smartObjectWarp(placed)) {
    return {
      feature: "warp",
      message: `Smart object “${name}” is warped with the ${presetName(placed)}, which templates do not render yet (custom and grid warps and the default cylinder they do: no Photoshop-made file shows us this one to match): in Edit › Transform › Warp choose Custom (keeps the shape as a mesh) or None, then save again`,
    };
  }
  if (placed.filter) {
    return { feature: "smart filters", message: `Smart object “${name}” has smart filters, which templates do not render on the art yet: clear them, then save again` };
  }
  return undefined;
}
