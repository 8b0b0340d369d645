import { DISPLAY_OF_STOPS, STOPS_OF_DISPLAY, stopsIndex } from "./filmic-curve";
import type { PassImage, PlacePasses } from "./scene-passes";
import type { PlacedLayer } from "./warp-into-quad";

/** How much of the glass's reflection shows over the print: faint, as on a picture glazed with ordinary glass seen square on. */
export const SCENE_REFLECTION_STRENGTH = 0.12;

/** An 8-bit sRGB print value as the share of light the print reflects, in stops (log2); black as a deep shadow. */
const STOPS_OF_ALBEDO = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return Math.log2(Math.max(2 ** -20, c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
});

/** The pass's pixel under canvas point (x, y), its edge repeated outside its box: its offset in `data`. */
function passOffset({ left, top, image }: PassImage, x: number, y: number): number {
  const px = Math.min(image.width - 1, Math.max(0, x - left));
  const py = Math.min(image.height - 1, Math.max(0, y - top));
  return (py * image.width + px) * image.channels;
}

/**
 * A rendered room's light on the art (over a photo, RGBA): the light a white card at the place
 * received (its brightness, falloff and colour: a grey print is dimmer and warmer in an evening
 * room than in daylight) times what each pixel of the print reflects, in the scene's light, then
 * shown through the render's view transform (`filmic-curve.ts`) as the camera showed the room;
 * with `reflection`, the glass's view of the room screened over it faintly.
 */
export function applySceneLight(layer: PlacedLayer, place: PlacePasses, options: { reflection: boolean }): void {
  const { image, left, top } = layer;
  const { data, channels } = image;
  const light = place.light.image.data;
  const mirror = place.reflection.image.data;
  for (let y = 0, i = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++, i += channels) {
      if (channels === 4 && data[i + 3] === 0) continue;
      const l = passOffset(place.light, left + x, top + y);
      const r = options.reflection ? passOffset(place.reflection, left + x, top + y) : 0;
      for (let c = 0; c < 3; c++) {
        const lit = DISPLAY_OF_STOPS[stopsIndex(STOPS_OF_DISPLAY[light[l + c]!]! + STOPS_OF_ALBEDO[data[i + c]!]!)]!;
        data[i + c] = options.reflection ? Math.round(lit + (SCENE_REFLECTION_STRENGTH * mirror[r + c]! * (255 - lit)) / 255) : lit;
      }
    }
  }
}

/** The frame's contact shadow on the wall as a layer to draw over the photo before the art: black, as opaque as the pass is dark. */
export function sceneShadowLayer({ shadow }: PlacePasses): PlacedLayer {
  const { image } = shadow;
  const data = new Uint8Array(image.width * image.height * 4);
  for (let p = 0, i = 0; p < image.width * image.height; p++, i += image.channels) data[p * 4 + 3] = 255 - image.data[i]!;
  return { image: { data, width: image.width, height: image.height, channels: 4 }, left: shadow.left, top: shadow.top };
}
