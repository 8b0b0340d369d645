import type { ExportFormat } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import { resultFileName } from "@shared/mockups";
import type { AppDeps } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import type { EncodedImage } from "../../image";
import { consumeDownload } from "../billing/consume-download";
import { isPremium } from "../billing/is-premium";
import type { ArtworkOwner } from "./artwork-owner";
import { FREE_EXPORT_MAX_SIDE, assertDownloadAllowed } from "./download-guards";
import { findArtwork } from "./find-artwork";
import { findTemplate } from "./find-template";
import { renderFullMockup } from "./render-full-mockup";

type ExportRequest = { artworkId: string; templateId: number; fit: FitMode; format: ExportFormat };

/**
 * A downloadable render: full resolution for premium, ≤ 2000 px long edge for free. A free
 * download is counted only once the image exists (a failed render costs nothing) and before it
 * is sent; at the limit, 403 and nothing is counted.
 */
export async function exportMockup(
  deps: AppDeps,
  user: UserRow,
  owner: ArtworkOwner,
  request: ExportRequest,
): Promise<{ image: EncodedImage; fileName: string }> {
  const { db, storage, config } = deps;
  assertDownloadAllowed(user, config.freeDownloadLimit);
  const artwork = await findArtwork(db, request.artworkId, owner);
  const template = await findTemplate(db, request.templateId);
  const image = await renderFullMockup(storage, artwork, template, {
    fit: request.fit,
    format: request.format,
    maxSide: isPremium(user) ? undefined : FREE_EXPORT_MAX_SIDE,
  });
  await consumeDownload(db, user.id, config.freeDownloadLimit);
  const name = resultFileName(template.row.name.split(" - ")[0] ?? template.row.name);
  return { image, fileName: request.format === "jpeg" ? name.replace(/\.png$/, ".jpg") : name };
}
