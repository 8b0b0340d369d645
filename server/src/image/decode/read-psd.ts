import { initializeCanvas, readPsd, type Layer, type Psd } from "ag-psd";
import { ImageError, yieldToEventLoop, type Point, type RawImage } from "../core";
import { adjustmentOf } from "./psd-adjustments";
import { outerGlowLayers, shadowLayers } from "./psd-effects";
import { gradientOverlayLayers } from "./psd-gradient-overlay";
import { strokeLayers } from "./psd-stroke";
import { blendModeOf, checkLayerFeatures, colorOverlaysOf, effectModeOf, isHardEdged, smartObjectRefusal, smartObjectWarp } from "./psd-features";
import { DAMAGED_PSD_MESSAGE, readPsdHeader } from "./psd-header";
import type { PlacedPixels, PsdDocument, PsdNode, PsdPixelLayer, PsdSmartObject } from "./psd-document";
import { readLayerMask, toRgba8 } from "./psd-pixels";

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

type AgImageData = ReturnType<NonNullable<Parameters<typeof initializeCanvas>[1]>>;

// ag-psd allocates pixels through a canvas factory; with `useImageData` plain arrays do, and no
// canvas (or native module) is ever needed.
initializeCanvas(
  () => {
    throw new Error("No canvas on the server: read with useImageData");
  },
  (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as AgImageData,
);

/** ag-psd's bound on the bitmaps it decodes: a 12 000² document at 16 bits with layers stays under it. */
const PSD_MEMORY_LIMIT = 4 * 1024 * 1024 * 1024;

const FILL_NAMES: Record<string, string> = { color: "Solid Color", pattern: "Pattern" };

const EMPTY: PlacedPixels = { image: { data: new Uint8Array(4), width: 1, height: 1, channels: 4 }, left: 0, top: 0 };

function pixelsOf(layer: Layer): PlacedPixels {
  if (!layer.imageData || !layer.imageData.width || !layer.imageData.height) return EMPTY;
  return { image: toRgba8(layer.imageData), left: layer.left ?? 0, top: layer.top ?? 0 };
}

function quadOf(transform: number[]): Point[] {
  const t = transform;
  return [
    [t[0]!, t[1]!],
    [t[2]!, t[3]!],
    [t[4]!, t[5]!],
    [t[6]!, t[7]!],
  ];
}

/**
 * A layer's effects as pixel layers: below it (drop shadows), inside its shape above it (inner
 * shadows, clipped to it), and above it and what is clipped to it (gradient overlays, in its shape).
 */
type LayerEffects = { below: PsdPixelLayer[]; inside: PsdPixelLayer[]; above: PsdPixelLayer[] };

/**
 * Each layer with effects becomes a pass-through group of the effects below, the layer, the
 * effects inside it (clipped to it, under the layers clipped to it), the layers clipped to it and the effects above,
 * faded together by the layer's opacity (as Photoshop fades a layer with its effects): the layer
 * itself then at full opacity inside.
 */
function withEffects(nodes: PsdNode[], effectsOf: Map<PsdNode, LayerEffects>): PsdNode[] {
  const out: PsdNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const effects = effectsOf.get(node);
    if (!effects) {
      out.push(node);
      continue;
    }
    let end = i + 1;
    while (end < nodes.length && nodes[end]!.clipping) end++;
    const clipped = nodes.slice(i + 1, end);
    // No Photoshop-made file shows where a gradient overlay goes among the layers clipped to its layer.
    if (effects.above.length && clipped.length) {
      const what = effects.above.some((l) => l.name.endsWith("(Stroke)")) ? "a Stroke" : "a Gradient Overlay";
      throw new ImageError("psd_unsupported", `Layer “${node.name}” has ${what} and layers clipped to it, which templates do not render together yet: rasterize its layer style or release the clipping mask, then save again`);
    }
    i = end - 1;
    const group: PsdNode = { kind: "group", name: node.name, blend: "normal", opacity: node.opacity, fill: 1, clipping: false, passThrough: true, children: [...effects.below, node, ...effects.inside, ...clipped, ...effects.above] };
    // In place: a smart object stays the one the document lists.
    node.opacity = 1;
    out.push(group);
  }
  return out;
}

/**
 * Reads a Photoshop document (PSD or PSB, RGB, 8 or 16 bits) into the layer tree the renderer
 * composites: visible layers only, bottom first, pixels as 8-bit RGBA, masks as coverage, each
 * smart object with its corners and embedded contents. What it cannot render is refused by name
 * (an `ImageError` saying which layer, which feature and what to do in Photoshop). One copy of
 * the file is held (ag-psd needs it whole), plus the decoded layers; not the saved composite.
 */
export async function readPsdDocument(bytes: Uint8Array): Promise<PsdDocument> {
  const header = readPsdHeader(bytes);
  let psd: Psd;
  try {
    // The composite is read apart, when the layers are gone (`readPsdComposite`): never both at once.
    psd = readPsd(bytes, { useImageData: true, skipThumbnail: true, skipCompositeImageData: true, totalMemoryLimit: PSD_MEMORY_LIMIT });
  } catch (error) {
    throw new ImageError("damaged_image", DAMAGED_PSD_MESSAGE, { cause: error });
  }
  await yieldToEventLoop();
  const linked = new Map((psd.linkedFiles ?? []).map((file) => [file.id, file]));
  const smartObjects: PsdSmartObject[] = [];
  const features = new Map<string, { name: string; supported: boolean; reason?: string }>();
  const uses = (name: string, reason?: string) => features.has(name) || features.set(name, { name, supported: !reason, ...(reason ? { reason } : {}) });
  const docBox = { left: 0, top: 0, width: psd.width, height: psd.height };
  // Photoshop's default global light, for files that do not say.
  const globalAngle = psd.imageResources?.globalAngle ?? 120;

  const readLayers = async (layers: Layer[]): Promise<PsdNode[]> => {
    const nodes: PsdNode[] = [];
    /** Effects drawn from a layer's shape, by the layer's node: the layer is wrapped with them (`withEffects`). */
    const effectsOf = new Map<PsdNode, LayerEffects>();
    let baseHidden = false;
    for (const layer of layers) {
      // A clipped layer shows only through its base: a hidden base hides it too.
      if (layer.hidden || (layer.clipping && baseHidden)) {
        if (!layer.clipping) baseHidden = true;
        continue;
      }
      if (!layer.clipping) baseHidden = false;
      const name = layer.name ?? "Untitled layer";
      checkLayerFeatures(layer, name);
      const isGroup = Boolean(layer.children);
      const passThrough = isGroup && layer.blendMode === "pass through";
      const pixels = isGroup ? EMPTY : pixelsOf(layer);
      const box = isGroup ? docBox : { left: pixels.left, top: pixels.top, width: pixels.image.width, height: pixels.image.height };
      const mask = await readLayerMask(layer, box);
      // A group's coverage is known only once composited: never "hard-edged" here.
      const hardEdged = () => !isGroup && isHardEdged(pixels, mask);
      const overlays = colorOverlaysOf(layer, name, hardEdged);
      if (isGroup && overlays.length) throw new ImageError("psd_unsupported", `Group “${name}” has a Color Overlay, which templates render on layers only: move it to the layers inside, then save again`);
      const drawn = isGroup || layer.adjustment ? undefined : { pixels, mask };
      // Bottom first, as Photoshop stacks them: drop shadows, then the outer glow.
      // Strokes are Photoshop's topmost effect; an outside one lies under the layer's own soft edge.
      const strokes = drawn ? strokeLayers(layer, name, pixels, mask, docBox, effectModeOf) : { below: [], above: [] };
      const shadows = drawn ? [...shadowLayers("dropShadow", layer, name, pixels, mask, globalAngle, docBox, effectModeOf), ...outerGlowLayers(layer, name, pixels, mask, docBox, effectModeOf), ...strokes.below] : [];
      const inner = drawn ? shadowLayers("innerShadow", layer, name, pixels, mask, globalAngle, docBox, effectModeOf) : [];
      const gradient = drawn ? gradientOverlayLayers(layer, name, pixels, mask, docBox, effectModeOf) : [];
      const above = [...gradient, ...strokes.above];
      // Photoshop draws Color Overlay over Gradient Overlay; ours is drawn under what `above` holds.
      if (gradient.length && overlays.length) throw new ImageError("psd_unsupported", `Layer “${name}” has both a Color Overlay and a Gradient Overlay, which templates do not render together yet: hide one or rasterize the layer style, then save again`);
      const fx = layer.effects;
      const shadowed = fx && !fx.disabled && ((["dropShadow", "innerShadow", "gradientOverlay", "stroke"] as const).find((k) => fx[k]?.some((e) => e.enabled !== false)) ?? (fx.outerGlow && fx.outerGlow.enabled !== false ? "outerGlow" : undefined));
      if (shadowed && !drawn) {
        throw new ImageError("psd_unsupported", `${isGroup ? "Group" : "Adjustment layer"} “${name}” has ${{ dropShadow: "a Drop Shadow", innerShadow: "an Inner Shadow", outerGlow: "an Outer Glow", gradientOverlay: "a Gradient Overlay", stroke: "a Stroke" }[shadowed]}, which templates render on pixel layers and smart objects only: move it to the layers inside or merge them, then save again`);
      }
      if (shadowed && layer.clipping) {
        throw new ImageError("psd_unsupported", `Layer “${name}” has a shadow, glow, gradient overlay or stroke effect and is clipped to the layer below, which templates do not render yet: release the clipping mask or rasterize the layer style, then save again`);
      }
      if (shadows.some((l) => l.name.endsWith("(Drop Shadow)"))) uses("Drop Shadow effect");
      if (shadows.some((l) => l.name.endsWith("(Outer Glow)"))) uses("Outer Glow effect");
      if (inner.length) uses("Inner Shadow effect");
      if (gradient.length) uses("Gradient Overlay effect");
      if (strokes.below.length || strokes.above.length) uses("Stroke effect");
      if (layer.blendMode && layer.blendMode !== "normal" && layer.blendMode !== "pass through") uses(`${titleCase(layer.blendMode)} blend mode`);
      if ((layer.fillOpacity ?? 1) < 1) uses("Fill opacity");
      if (layer.clipping) uses("Clipping masks");
      if (mask) uses("Layer and vector masks");
      if (overlays.length) uses("Color Overlay effect");
      const common = {
        name,
        blend: passThrough ? ("normal" as const) : blendModeOf(layer, name, hardEdged),
        opacity: layer.opacity ?? 1,
        fill: layer.fillOpacity ?? 1,
        clipping: Boolean(layer.clipping),
        mask,
        ...(overlays.length ? { overlays } : {}),
      };
      if (isGroup) {
        nodes.push({ ...common, kind: "group", passThrough, children: await readLayers(layer.children ?? []) });
        continue;
      }
      if (layer.clipping && nodes.findLast((n) => !n.clipping)?.kind === "adjustment") {
        throw new ImageError("psd_unsupported", `Layer “${name}” is clipped to an adjustment layer, which templates do not render: release the clipping mask, then save again`);
      }
      if (layer.adjustment) {
        nodes.push({ ...common, kind: "adjustment", adjustment: adjustmentOf(layer.adjustment, name) });
        uses(`${titleCase(layer.adjustment.type)} adjustment layer`);
        continue;
      }
      if (layer.vectorFill) {
        // Photoshop saves a fill layer's rendering as its pixels: that is what is composited.
        if (pixels === EMPTY) throw new ImageError("psd_unsupported", `Layer “${name}” is a fill layer saved without its pixels: open the file in Photoshop and save it again`);
        uses(layer.vectorMask ? "Shape layers" : `${FILL_NAMES[layer.vectorFill.type] ?? "Gradient"} fill layer`);
      }
      const placed = layer.placedLayer;
      if (!placed) {
        nodes.push({ ...common, kind: "pixels", pixels });
        if (shadows.length || inner.length || above.length) effectsOf.set(nodes[nodes.length - 1]!, { below: shadows, inside: inner, above });
        continue;
      }
      const file = linked.get(placed.id);
      const content = file?.data?.length ? { data: file.data, name: file.name } : undefined;
      const smartObject: PsdSmartObject = {
        ...common,
        kind: "smart-object",
        index: smartObjects.length,
        pixels,
        quad: quadOf(placed.nonAffineTransform ?? placed.transform),
        contentSize: { width: placed.width ?? box.width, height: placed.height ?? box.height },
        content,
        refusal: smartObjectRefusal(placed, name, content !== undefined),
      };
      const warp = smartObjectWarp(placed);
      if (warp && !smartObject.refusal) smartObject.warp = warp;
      smartObjects.push(smartObject);
      uses(smartObject.refusal ? `Smart object “${name}”: ${smartObject.refusal.feature}` : "Smart objects", smartObject.refusal?.message);
      if (smartObject.warp) uses(placed.warp?.style === "custom" ? "Warped smart objects (custom and grid warps)" : `Warped smart objects (${placed.warp?.style} preset)`);
      nodes.push(smartObject);
      if (shadows.length || inner.length || above.length) effectsOf.set(smartObject, { below: shadows, inside: inner, above });
    }
    return effectsOf.size ? withEffects(nodes, effectsOf) : nodes;
  };

  const children = await readLayers(psd.children ?? []);
  return {
    width: psd.width,
    height: psd.height,
    bitsPerChannel: header.depth === 16 ? 16 : 8,
    children,
    smartObjects,
    features: [...features.values()],
    transparent: header.channels > 3,
  };
}

/**
 * The composite Photoshop saved ("Maximize compatibility"), as 8-bit RGBA, read without the
 * layers; undefined when the file has none.
 */
export function readPsdComposite(bytes: Uint8Array): RawImage | undefined {
  const psd = readPsd(bytes, { useImageData: true, skipLayerImageData: true, skipThumbnail: true, skipLinkedFilesData: true });
  return psd.imageData ? toRgba8(psd.imageData) : undefined;
}
