import { describeStarterTemplate, starterScene } from "./describe-starter-template";
import { rasterizeSvg } from "../image";
import { renderSceneSvg } from "./scene/render-scene-svg";
import type { StarterTemplate } from "./starter-types";

/** Draws starter template `index` (0-based; its name says #index+1) as a PNG with transparent windows. */
export async function generateStarterTemplate(index: number, opts: { scale?: number } = {}): Promise<StarterTemplate> {
  const info = describeStarterTemplate(index, opts.scale);
  const t0 = performance.now();
  const svg = renderSceneSvg(starterScene(index, opts.scale));
  const svgMs = performance.now() - t0;
  const { png, timings } = await rasterizeSvg(
    svg,
    info.windows.map((w) => w.quad),
  );
  return { ...info, png, timings: { svgMs, ...timings } };
}
