import { downloadQuery, type DownloadFormat } from "@shared/artworks";
import { savedMockupFileName } from "@shared/file-names";
import type { SavedMockup } from "@shared/mockups";
import { useCountedDownload } from "@/lib/use-counted-download";

/** A saved mockup's full-quality file (PNG or JPEG), counted by the server (GET downloadUrl). */
export const useDownloadMockup = () =>
  useCountedDownload(({ mockup, download }: { mockup: SavedMockup; download: DownloadFormat }) => ({
    url: `${mockup.downloadUrl}?${downloadQuery(download)}`,
    fileName: savedMockupFileName(mockup, download.format),
  }));
