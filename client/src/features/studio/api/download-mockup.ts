import { artworkExportUrl, type DownloadFormat } from "@shared/api-urls";
import type { FitMode } from "@shared/constants";
import { resultFileName } from "@shared/file-names";
import type { RenderOptionsInput } from "@shared/render-options";
import { useCountedDownload } from "@/lib/use-counted-download";

export type DownloadMockupInput = {
  artworkId: string;
  templateId: number;
  templateName: string;
  fit: FitMode;
  render?: RenderOptionsInput;
  download: DownloadFormat;
};

/** A new result's full-quality export (PNG or JPEG), rendered and counted by the server. */
export const useDownloadMockup = () =>
  useCountedDownload(({ artworkId, templateId, templateName, fit, render, download }: DownloadMockupInput) => ({
    url: artworkExportUrl(artworkId, templateId, fit, download, render),
    fileName: resultFileName(templateName, Date.now(), download.format),
  }));
