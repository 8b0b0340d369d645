import type { ImageSource, Point } from "../core";
import { addGlassReflection } from "./add-glass-reflection";
import { addGrain, type Grain } from "./add-grain";
import { applySceneLight } from "./apply-scene-passes";
import { applyRoomLight } from "./apply-room-light";
import { applySceneTone, measureSceneTone } from "./apply-scene-tone";
import { estimateNoise } from "./estimate-noise";
import { matchEdgeSoftness, measureEdgeSoftness } from "./match-edge-softness";
import { measureGrain } from "./measure-grain";
import { COVER_PX } from "./place-artwork";
import { type PhotoRegion, readPhotoAround } from "./read-photo-around";
import type { PlacePasses } from "./scene-passes";
import type { PlacedLayer } from "./warp-into-quad";

export type MatchPhotoOptions = {
  /** Keep the old picture's highlights (a glazed frame's reflections) faintly over the art. */
  reflection: boolean;
};

/** The same quad gives the same grain: renders are cached and compared. */
const seedOf = (quad: Point[]) => quad.flat().reduce((h, v) => (Math.imul(h, 31) + Math.round(v * 16)) | 0, 17);

/**
 * Makes art drawn over a photo look photographed in it: as soft as the photo's edges, the room's light across it and the
 * scene's exposure and colour cast on it, the glass's reflections kept (optionally), then the
 * photo's grain (its strength and size, measured around the quad) added to what the art has of
 * its own. `canvas` is `base`'s size.
 */
export async function matchPhoto(layer: PlacedLayer, quad: Point[], base: ImageSource, canvas: { width: number; height: number }, options: MatchPhotoOptions): Promise<void> {
  const photo = await readPhotoAround(base, quad, canvas);
  if (!photo) return;
  matchEdgeSoftness(layer, quad, measureEdgeSoftness(photo, quad), COVER_PX);
  applyRoomLight(layer, quad, photo);
  applySceneTone(layer, measureSceneTone(photo, quad));
  if (options.reflection) addGlassReflection(layer, quad, photo);
  matchGrain(layer, quad, photo);
}

/**
 * A rendered room's art: lit by the room's passes (`applySceneLight`), then given the photo's
 * grain, which the render adds to the room but not to its light pass (clean art on a grainy
 * photo looks pasted on). `canvas` is `base`'s size.
 */
export async function matchScene(layer: PlacedLayer, place: PlacePasses, quad: Point[], base: ImageSource, canvas: { width: number; height: number }, options: MatchPhotoOptions): Promise<void> {
  applySceneLight(layer, place, options);
  const photo = await readPhotoAround(base, quad, canvas);
  if (photo) matchGrain(layer, quad, photo);
}

/** The photo's grain (its strength and size, measured around the quad) added to what the art has of its own. */
function matchGrain(layer: PlacedLayer, quad: Point[], photo: PhotoRegion): void {
  const grain = measureGrain(photo, quad);
  const own = estimateNoise(layer.image, () => true);
  const sigma = grain.sigma.map((s, c) => Math.sqrt(Math.max(0, s ** 2 - own[c]! ** 2))) as Grain["sigma"];
  addGrain(layer, { sigma, blur: grain.blur }, seedOf(quad));
}
