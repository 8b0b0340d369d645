import { artworkExportUrl } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import { useCountedDownload } from "@/lib/use-counted-download";
import { resultDownloadName } from "../lib/template-labels";

export type DownloadMockupInput = { artworkId: string; templateId: number; templateName: string; fit: FitMode };

/** A new result's full-quality export, rendered and counted by the server. */
export const useDownloadMockup = () =>
  useCountedDownload(({ artworkId, templateId, templateName, fit }: DownloadMockupInput) => ({
    url: artworkExportUrl(artworkId, templateId, fit),
    fileName: resultDownloadName(templateName),
  }));
