import type { Camera } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import { normalize } from "../geometry/vec3";
import { createRandom } from "../../lib/random";

/** What every drawing function needs: the camera, a place for shared defs, ids and a seeded random. */
export type Canvas = {
  cam: Camera;
  defs: string[];
  uid: (prefix: string) => string;
  rand: () => number;
  /** Direction toward the key light (a window up and to the left, slightly behind the camera). */
  light: Vec3;
  /** Things on the back wall that front pieces cause (a lamp's glow): painted before the frames. */
  underlay: string[];
};

/** Key light from the upper left, so every scene's shadows fall down and to the right, as in the house mockup photos. */
const KEY_LIGHT: Vec3 = normalize([-0.55, 0.7, -0.45]);

export function createCanvas(cam: Camera, seed: number, light: Vec3 = KEY_LIGHT): Canvas {
  let next = 0;
  return { cam, defs: [], uid: (prefix) => `${prefix}${next++}`, rand: createRandom(seed), light: normalize(light), underlay: [] };
}

export const svgDocument = (c: Canvas, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${c.cam.width}" height="${c.cam.height}" viewBox="0 0 ${c.cam.width} ${c.cam.height}">` +
  `<defs>${c.defs.join("")}</defs>${body}</svg>`;
