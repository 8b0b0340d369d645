import { DISPLAY_OF_STOPS, STOPS_OF_DISPLAY, stopsIndex } from "./filmic-curve";
import type { PhotoRegion } from "./read-photo-around";
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

/** Each 8-bit value of a shadow pass (the share of the wall's light a frame leaves it) in stops; none as a deep shadow. */
const STOPS_OF_SHARE = Float32Array.from({ length: 256 }, (_, v) => Math.log2(Math.max(v, 1) / 255));

/**
 * The frame's shadow on the wall, as a black layer to draw over the photo before the art. The
 * pass is a share of the wall's light, so it takes the wall's light down by that many stops,
 * shown through the render's view transform as the camera would: a wall in full sun loses most
 * of its light beside a frame, yet the shadow is as dark as the room's shade, not black (the pass
 * taken as opacity in display values made every shadow too dark, and one beside a sunlit frame
 * black). `photo` covers the shadow's box; pixels outside it are left unshaded.
 */
export function sceneShadowLayer({ shadow }: PlacePasses, photo: PhotoRegion): PlacedLayer {
  const { image } = shadow;
  const { pixels } = photo;
  const data = new Uint8Array(image.width * image.height * 4);
  for (let y = 0, p = 0; y < image.height; y++) {
    const py = shadow.top + y - photo.top;
    for (let x = 0; x < image.width; x++, p++) {
      const share = image.data[p * image.channels]!;
      const px = shadow.left + x - photo.left;
      if (share === 255 || py < 0 || px < 0 || py >= pixels.height || px >= pixels.width) continue;
      const o = (py * pixels.width + px) * pixels.channels;
      const wall = Math.round(0.2126 * pixels.data[o]! + 0.7152 * pixels.data[o + 1]! + 0.0722 * pixels.data[o + 2]!);
      if (wall === 0) continue;
      const shaded = DISPLAY_OF_STOPS[stopsIndex(STOPS_OF_DISPLAY[wall]! + STOPS_OF_SHARE[share]!)]!;
      data[p * 4 + 3] = Math.max(0, Math.round(255 * (1 - shaded / wall)));
    }
  }
  return { image: { data, width: image.width, height: image.height, channels: 4 }, left: shadow.left, top: shadow.top };
}
