import type { FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import type { RoomLight } from "../../image";
import type { ArtworkOwner } from "./artwork-owner";
import { findPreviewSources } from "./find-preview-sources";
import { renderPreview, type RenderedPreview } from "../rendering";

/**
 * The ≤ 400 px JPEG preview of an artwork the caller may use, in a template that exists (or one of the
 * caller's rooms). Never counted. `editable`: a room or photo template, whose quads can change under the same URL.
 */
export async function previewMockup(
  deps: Pick<AppDeps, "db" | "storage">,
  owner: ArtworkOwner,
  artworkId: string,
  templateId: number,
  fit: FitMode,
  render?: RenderOptions,
  light?: RoomLight,
): Promise<RenderedPreview & { editable: boolean }> {
  const start = performance.now();
  const { artwork, template } = await findPreviewSources(deps.db, owner, artworkId, templateId);
  const db = performance.now() - start;
  const preview = await renderPreview(deps.storage, artwork, template, fit, render, light);
  return { ...preview, timing: { db, ...preview.timing }, editable: template.version !== "" };
}
