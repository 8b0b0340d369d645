import type { DownloadFormat } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import { resultFileName } from "@shared/file-names";
import type { RenderOptions } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import type { EncodedImage, RoomLight } from "../../image";
import { badRequest } from "../../lib/errors";
import { countedDownload } from "../billing";
import { findTemplate, renderFullMockup } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtwork } from "./find-artwork";

type ExportRequest = {
  artworkId: string;
  templateId: number;
  fit: FitMode;
  download: DownloadFormat;
  render?: RenderOptions;
  light?: RoomLight;
  /** The output's width (the public API's `width`), at most the template's; the plan's cap still applies. */
  width?: number;
};

/** The long side that gives `width` for a template of this size, refused past the template's own width. */
function sideForWidth(width: number | undefined, template: { width: number; height: number }): number | undefined {
  if (width === undefined) return undefined;
  if (width > template.width) throw badRequest(`width must be at most the template's width (${template.width} px)`);
  return Math.round((width * Math.max(template.width, template.height)) / template.width);
}

/**
 * A downloadable render: full resolution for premium, ≤ 2000 px long edge for free, counted as
 * `countedDownload` says (at the limit: 403 and nothing rendered or counted).
 */
export async function exportMockup<R>(
  deps: AppDeps,
  user: UserRow,
  owner: ArtworkOwner,
  request: ExportRequest,
  deliver: (download: { image: EncodedImage; fileName: string }) => R,
): Promise<R> {
  const { db, storage } = deps;
  return countedDownload(deps, user, async (planMaxSide) => {
    const artwork = await findArtwork(db, request.artworkId, owner);
    const template = await findTemplate(db, request.templateId, user.id);
    const asked = sideForWidth(request.width, template);
    const maxSide = planMaxSide === undefined ? asked : Math.min(planMaxSide, asked ?? planMaxSide);
    const { format, quality } = request.download;
    const image = await renderFullMockup(storage, artwork, template, { fit: request.fit, format, jpegQuality: quality, maxSide, render: request.render, light: request.light });
    return { image, fileName: resultFileName(template.row.name, Date.now(), format) };
  }, deliver);
}
