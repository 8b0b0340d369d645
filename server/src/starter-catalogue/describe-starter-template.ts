import { BARE_WALLS, bareWallName } from "./bare-walls";
import { CATALOGUE, templateName } from "./catalogue";
import { roomKit } from "./rooms/room-kits";
import { bareWallPlacement, bareWallScene, type BareWallScene } from "./scene/bare-wall-scene";
import { buildScene } from "./scene/build-scene";
import { scaleCamera } from "./scene/scale-camera";
import { sceneWindows } from "./scene/scene-windows";
import type { Scene } from "./scene/scene-types";
import type { StarterTemplateInfo } from "./starter-types";

/** Seeds differ per template so boards, leaves and grain never repeat exactly; the prime spreads them. */
const SEED_STEP = 7919;

/** The framed-window templates first (#1–#28, unchanged), then the bare walls. */
export const STARTER_TEMPLATE_COUNT = CATALOGUE.length + BARE_WALLS.length;

function bareWallSceneAt(index: number, scale: number): BareWallScene {
  const e = BARE_WALLS[index - CATALOGUE.length];
  if (!e) throw new RangeError(`No starter template #${index + 1} (there are ${STARTER_TEMPLATE_COUNT})`);
  const scene = bareWallScene(e, roomKit(e.room, e.variant), (index + 1) * SEED_STEP);
  return { ...scene, cam: scaleCamera(scene.cam, scale) };
}

/** The scene for starter template `index`, at `scale` of full size. */
export function starterScene(index: number, scale = 1): Scene {
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`scale must be in (0, 1], got ${scale}`);
  if (index >= CATALOGUE.length) return bareWallSceneAt(index, scale);
  const e = CATALOGUE[index];
  if (!e) throw new RangeError(`No starter template #${index + 1} (there are ${STARTER_TEMPLATE_COUNT})`);
  const scene = buildScene(e, roomKit(e.room, e.variant), (index + 1) * SEED_STEP);
  return { ...scene, cam: scaleCamera(scene.cam, scale) };
}

/** A bare wall's catalogue fields: no windows, its scale, anchor and default size instead. */
function describeBareWall(index: number, scale: number): StarterTemplateInfo {
  const scene = bareWallSceneAt(index, scale);
  const e = BARE_WALLS[index - CATALOGUE.length];
  if (!e) throw new RangeError(`No starter template #${index + 1}`);
  return {
    index,
    name: bareWallName(index + 1, e),
    category: "frame",
    featured: true,
    aspectRatio: null,
    color: null,
    roomType: e.room,
    width: scene.cam.width,
    height: scene.cam.height,
    windows: [],
    camera: { focal: scene.cam.focal, cx: scene.cam.cx, cy: scene.cam.cy },
    wall: { ...bareWallPlacement(scene), defaultSize: e.defaultSize },
  };
}

/** Catalogue fields and expected windows of one starter template, without drawing it (cheap). */
export function describeStarterTemplate(index: number, scale = 1): StarterTemplateInfo {
  if (index >= CATALOGUE.length) return describeBareWall(index, scale);
  const e = CATALOGUE[index];
  const scene = starterScene(index, scale);
  if (!e) throw new RangeError(`No starter template #${index + 1}`);
  return {
    index,
    name: templateName(index, e),
    category: "frame",
    // Bulk-uploaded templates are featured (spec §5); the starter set is seeded the same way.
    featured: true,
    aspectRatio: `${e.ratio[0]}x${e.ratio[1]}`,
    color: e.color,
    roomType: e.room,
    width: scene.cam.width,
    height: scene.cam.height,
    windows: sceneWindows(scene),
    camera: { focal: scene.cam.focal, cx: scene.cam.cx, cy: scene.cam.cy },
  };
}

export const describeStarterTemplates = (scale = 1): StarterTemplateInfo[] =>
  Array.from({ length: STARTER_TEMPLATE_COUNT }, (_, i) => describeStarterTemplate(i, scale));
