import { sizeOf, toSharpInput, type ImageSource, type RawImage } from "../core";

/** Light varies over metres on a wall; blurring this much (cm) keeps it and drops plaster grain and edges. */
const LIGHT_BLUR_CM = 2;
/** A frame and mat have their own modelling: they take most, not all, of the wall's light. */
const LIGHT_STRENGTH = 0.8;
/** The wall's light scales the piece within these bounds: no patch of sun or shade makes it glow or vanish. */
const GAIN_RANGE = [0.75, 1.35] as const;

/** The median of 8-bit values, from their histogram. */
function median(values: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const v of values) counts[v]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen * 2 >= values.length) return Math.max(1, v);
  }
  return 255;
}

/**
 * Lights a piece hung on a wall photo as the wall around it is lit: each pixel of `layer` (RGBA,
 * placed at left, top on `base`) is scaled by the wall's brightness there over its usual
 * brightness (the median across the photo's width at those heights), so a patch of window light
 * falling across the wall falls across the frame and the print too, and a darker corner darkens them.
 */
export async function lightFromWall(layer: RawImage, left: number, top: number, base: ImageSource, pxPerCm: number): Promise<void> {
  const { width: baseWidth, height: baseHeight } = await sizeOf(base);
  const y0 = Math.max(0, top);
  const y1 = Math.min(baseHeight, top + layer.height);
  if (y1 <= y0) return;
  const { data: grey } = await toSharpInput(base)
    .extract({ left: 0, top: y0, width: baseWidth, height: y1 - y0 })
    .greyscale()
    .blur(Math.max(0.5, LIGHT_BLUR_CM * pxPerCm))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const usual = median(grey);
  const channels = layer.channels;
  for (let y = 0; y < layer.height; y++) {
    const by = top + y - y0;
    if (by < 0 || by >= y1 - y0) continue;
    for (let x = 0; x < layer.width; x++) {
      const bx = left + x;
      if (bx < 0 || bx >= baseWidth) continue;
      const o = (y * layer.width + x) * channels;
      if (channels === 4 && layer.data[o + 3] === 0) continue;
      const raw = grey[by * baseWidth + bx]! / usual;
      const gain = 1 + LIGHT_STRENGTH * (Math.min(GAIN_RANGE[1], Math.max(GAIN_RANGE[0], raw)) - 1);
      for (let c = 0; c < 3; c++) layer.data[o + c] = Math.min(255, Math.round(layer.data[o + c]! * gain));
    }
  }
}
