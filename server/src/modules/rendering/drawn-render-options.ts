import type { RenderOptions } from "@shared/render-options";
import type { Storage } from "../../lib/storage";
import type { RenderableTemplate } from "./find-template";
import { loadPreviewBase } from "./preview-base";
import { wallPrintSize, type ArtworkShape } from "./wall-print";

/**
 * The options as a render of `template` draws them. A bare wall hangs the print at the chosen size
 * (else one of the art's own proportions) in the chosen frame and mat. A room's window is a
 * frame's opening in the picture: the frame option draws nothing there, and where that frame
 * already holds a mat no second one is stacked inside it. A rendered room's places are bare
 * walls the scene measured: frame and mat are drawn there as chosen. Saves record these, so the
 * gallery names what the picture shows.
 */
export function drawnRenderOptions(template: RenderableTemplate, artwork: ArtworkShape, render: RenderOptions, ownMat: boolean): RenderOptions {
  if (template.wall) return { ...render, size: wallPrintSize(template.wall, render.size, artwork) };
  if (template.scene) return render;
  return { ...render, frame: "none", mat: ownMat ? "none" : render.mat };
}

/** `drawnRenderOptions`, looking at the template's preview copy for its own mat only when a mat was asked for. */
export async function resolveRenderOptions(storage: Storage, template: RenderableTemplate, artwork: ArtworkShape, render: RenderOptions): Promise<RenderOptions> {
  const ownMat = !template.wall && !template.scene && render.mat !== "none" && (await loadPreviewBase(storage, template)).ownMat;
  return drawnRenderOptions(template, artwork, render, ownMat);
}
