import { renderSvgJpeg } from "../image";
import type { ArtStyle } from "./art/abstract-art";
import { drawAbstractArt } from "./art/abstract-art";
import { drawGlassSheen } from "./art/glass-sheen";
import type { CatalogueEntry } from "./catalogue-types";
import { roomKit } from "./rooms/room-kits";
import { buildScene } from "./scene/build-scene";
import { renderSceneSvg } from "./scene/render-scene-svg";
import { scaleCamera } from "./scene/scale-camera";
import { sceneWindows } from "./scene/scene-windows";

/** Landing-page hero quality: sharp on a wide screen at a fraction of PNG's size. */
const HERO_JPEG_QUALITY = 84;
/** Seed chosen for a pleasing arrangement of leaves and boards. */
const HERO_SEED = 2024;
/** The hero: a pair of 3×4 prints in oak over the sofa, in the sage living room. */
const HERO: CatalogueEntry = { room: "Living Room", ratio: [3, 4], color: "Oak", layout: "pair", orientation: "landscape", variant: 1 };
const HERO_ART: readonly ArtStyle[] = ["arches", "hills"];

/** homepageTemplate.jpg: a living room with two framed abstract prints already hanging, for the landing hero. */
export async function generateHomepageTemplate(opts: { scale?: number } = {}): Promise<Buffer> {
  const base = buildScene(HERO, roomKit(HERO.room, HERO.variant), HERO_SEED);
  const scene = { ...base, cam: scaleCamera(base.cam, opts.scale ?? 1) };
  const windows = sceneWindows(scene);
  scene.art = windows.map((w, i) => (c) => {
    const [tl, , br] = w.quad;
    const r = { x: tl[0] - 1, y: tl[1] - 1, w: br[0] - tl[0] + 2, h: br[1] - tl[1] + 2 };
    return drawAbstractArt(c, r, HERO_ART[i % HERO_ART.length] ?? "arches") + drawGlassSheen(c, r);
  });
  return renderSvgJpeg(renderSceneSvg(scene), { quality: HERO_JPEG_QUALITY });
}
