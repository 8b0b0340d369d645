import { type SavedMockup, savedMockupFileName } from "@shared/mockups";
import { useCountedDownload } from "@/lib/use-counted-download";

/** A saved mockup's full-quality file, counted by the server (GET downloadUrl). */
export const useDownloadMockup = () =>
  useCountedDownload((mockup: SavedMockup) => ({ url: mockup.downloadUrl, fileName: savedMockupFileName(mockup) }));
