import type { EffectSolidGradient, Layer, LayerEffectGradientOverlay } from "ag-psd";
import { effectLayer, refuse, shapeAlpha, type Box } from "./psd-effects";
import type { PlacedPixels, PsdBlendMode, PsdMask, PsdPixelLayer } from "./psd-document";

type Rgb = [number, number, number];

/**
 * How far Classic interpolation at Smoothness 100 % bends each segment toward a cosine ease:
 * fitted on psd2svg's gradient-overlay-6 and -7 (Photoshop-made, 0.7/255 and 0.6/255).
 */
const SMOOTHNESS_EASE = 0.5;

/** Refuses, by name, the gradient overlays no Photoshop-made file shows us. */
function checkGradient(e: LayerEffectGradientOverlay, name: string): EffectSolidGradient {
  const what = `The Gradient Overlay of layer “${name}”`;
  const g = e.gradient;
  if (!g || g.type !== "solid" || g.colorStops.length === 0) throw refuse(`${what} uses a noise gradient, which templates do not render: use a solid gradient or rasterize the layer style, then save again`);
  if ((e.type ?? "linear") !== "linear") throw refuse(`${what} has the ${e.type} style, which templates do not render yet (only Linear): change its style or rasterize the layer style, then save again`);
  if ((e.interpolationMethod ?? "classic") !== "classic") throw refuse(`${what} is interpolated “${e.interpolationMethod}”, which templates do not render yet (only Classic): set its method to Classic or rasterize the layer style, then save again`);
  if ((g.smoothness ?? 1) !== 1) throw refuse(`${what} has a smoothness below 100 %, which templates do not render yet: set Smoothness to 100 % or rasterize the layer style, then save again`);
  if (g.opacityStops.some((s) => s.opacity < 1)) throw refuse(`${what} has transparent stops, which templates do not render yet: make its opacity stops 100 % or rasterize the layer style, then save again`);
  if ([...g.colorStops, ...g.opacityStops].some((s) => Math.abs(s.midpoint - 0.5) > 1e-3)) throw refuse(`${what} has a midpoint moved off 50 %, which templates do not render yet: put its midpoints back at 50 % or rasterize the layer style, then save again`);
  if (g.colorStops.some((s) => !("r" in s.color))) throw refuse(`${what} has a colour in a mode other than RGB: pick its colours again in RGB, then save again`);
  if (e.offset?.y) throw refuse(`${what} is moved up or down, which templates do not render yet: drag it back to centre (or rasterize the layer style), then save again`);
  return g;
}

/** The gradient's colour at `t` (0–1): stops mixed in RGB, each segment eased as Classic at Smoothness 100 % does. */
function sampler(g: EffectSolidGradient): (t: number) => Rgb {
  // Colours are RGB (checked): `checkGradient`.
  const rgb = (c: unknown) => c as { r: number; g: number; b: number };
  const stops = g.colorStops.map((s) => ({ at: s.location, rgb: [rgb(s.color).r, rgb(s.color).g, rgb(s.color).b] as Rgb })).sort((a, b) => a.at - b.at);
  return (t) => {
    const k = stops.findIndex((s) => s.at >= t);
    if (k === 0) return stops[0]!.rgb;
    if (k < 0) return stops[stops.length - 1]!.rgb;
    const a = stops[k - 1]!;
    const b = stops[k]!;
    const s = (t - a.at) / Math.max(1e-9, b.at - a.at);
    const w = s + SMOOTHNESS_EASE * ((1 - Math.cos(Math.PI * s)) / 2 - s);
    return [0, 1, 2].map((c) => a.rgb[c]! + (b.rgb[c]! - a.rgb[c]!) * w) as Rgb;
  };
}

/** The overlay over `box`: the gradient's colours, the layer's coverage as alpha. */
function overlayPixels(e: LayerEffectGradientOverlay, g: EffectSolidGradient, span: Box, box: Box, alpha: Float32Array): PlacedPixels {
  const angle = ((e.angle ?? 90) * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = -Math.sin(angle);
  // The gradient runs across the box in its direction, end to end, centred (shifted by Offset, a fraction of the width).
  const length = Math.max(1e-6, (Math.abs(span.width * dx) + Math.abs(span.height * dy)) * (e.scale ?? 1));
  const cx = span.left + span.width / 2 + (e.offset?.x ?? 0) * span.width;
  const cy = span.top + span.height / 2;
  const colour = sampler(g);
  const data = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const a = alpha[y * box.width + x]!;
      if (a <= 0) continue;
      const along = ((box.left + x + 0.5 - cx) * dx + (box.top + y + 0.5 - cy) * dy) / length + 0.5;
      const t = Math.min(1, Math.max(0, e.reverse ? 1 - along : along));
      const c = colour(t);
      const o = (y * box.width + x) * 4;
      for (let k = 0; k < 3; k++) data[o + k] = Math.round(c[k]!);
      data[o + 3] = Math.round(Math.min(1, a) * 255);
    }
  }
  return { left: box.left, top: box.top, image: { data, width: box.width, height: box.height, channels: 4 } };
}

/**
 * A layer's enabled Gradient Overlays (Linear, Classic, solid), bottom first, as pixel layers
 * to draw over it inside its shape, in their blend mode and opacity: across the layer's box
 * (Align with Layer) or the document's, at their angle, scale and offset, reversed or not.
 */
export function gradientOverlayLayers(layer: Layer, name: string, pixels: PlacedPixels, mask: PsdMask | undefined, document: Box, blendOf: (mode: string, what: string) => PsdBlendMode): PsdPixelLayer[] {
  const { effects } = layer;
  if (!effects || effects.disabled) return [];
  const left = Math.max(document.left, pixels.left);
  const top = Math.max(document.top, pixels.top);
  const box = { left, top, width: Math.max(1, Math.min(document.left + document.width, pixels.left + pixels.image.width) - left), height: Math.max(1, Math.min(document.top + document.height, pixels.top + pixels.image.height) - top) };
  const layerBox = { left: pixels.left, top: pixels.top, width: pixels.image.width, height: pixels.image.height };
  return (effects.gradientOverlay ?? [])
    .filter((e) => e.enabled !== false)
    .reverse()
    .map((e) =>
      effectLayer(
        `${name} (Gradient Overlay)`,
        blendOf(e.blendMode ?? "normal", `The Gradient Overlay of layer “${name}”`),
        e.opacity ?? 1,
        overlayPixels(e, checkGradient(e, name), e.align === false ? document : layerBox, box, shapeAlpha(pixels, mask, box)),
      ),
    );
}
