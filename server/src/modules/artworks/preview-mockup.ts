import type { FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import type { EncodedImage } from "../../image";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtwork } from "./find-artwork";
import { findTemplate } from "../rendering/find-template";
import { renderPreview } from "../rendering/render-preview";

/** The ≤ 400 px preview of an artwork the caller may use, in a template that exists. Never counted. */
export async function previewMockup(
  deps: Pick<AppDeps, "db" | "storage">,
  owner: ArtworkOwner,
  artworkId: string,
  templateId: number,
  fit: FitMode,
  render?: RenderOptions,
): Promise<EncodedImage> {
  const [artwork, template] = await Promise.all([findArtwork(deps.db, artworkId, owner), findTemplate(deps.db, templateId)]);
  return renderPreview(deps.storage, artwork, template, fit, render);
}
