import { drawFrame } from "../frame/draw-frame";
import { createCanvas, svgDocument } from "../svg/canvas";
import { drawFloor } from "./draw-floor";
import { drawSun, drawVignette } from "./draw-light";
import { drawSkirting } from "./draw-skirting";
import { drawWallTexture } from "./draw-wall-texture";
import { drawWalls } from "./draw-walls";
import type { Scene } from "./scene-types";

/**
 * Paints a scene back to front into one SVG document. `frontOnly` paints just what stands in front
 * of the frames, on transparent ground: tests use it to prove nothing covers a window.
 */
export function renderSceneSvg(scene: Scene, opts: { frontOnly?: boolean } = {}): string {
  const c = createCanvas(scene.cam, scene.seed, scene.light);
  const front = scene.front.map((d) => d(c));
  if (opts.frontOnly) return svgDocument(c, front.join(""));
  const { width: w, height: h } = scene.cam;
  const body = [
    // An opaque base so no pixel outside the windows can be transparent, whatever the layers miss.
    `<rect width="${w}" height="${h}" fill="${scene.shell.wall}"/>`,
    drawWalls(c, scene.shell),
    drawWallTexture(c, scene.shell),
    drawFloor(c, scene.shell),
    ...scene.floorDecor.map((d) => d(c)),
    drawSkirting(c, scene.shell),
    drawSun(c, scene),
    ...c.underlay,
    ...scene.behind.map((d) => d(c)),
    ...scene.frames.map((f) => drawFrame(c, f)),
    ...(scene.art ?? []).map((d) => d(c)),
    ...front,
    drawVignette(c),
  ];
  return svgDocument(c, body.join(""));
}
