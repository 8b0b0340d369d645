import { artworkExportUrl } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
import { useCountedDownload } from "@/lib/use-counted-download";
import { resultDownloadName } from "../lib/template-labels";

export type DownloadMockupInput = { artworkId: string; templateId: number; templateName: string; fit: FitMode; render?: RenderOptionsInput };

/** A new result's full-quality export, rendered and counted by the server. */
export const useDownloadMockup = () =>
  useCountedDownload(({ artworkId, templateId, templateName, fit, render }: DownloadMockupInput) => ({
    url: artworkExportUrl(artworkId, templateId, fit, "png", render),
    fileName: resultDownloadName(templateName),
  }));
