import { Download } from "lucide-react";
import type { SavedMockup } from "@shared/mockups";
import { DownloadFormatPicker } from "@/components/download-format-picker";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { DownloadChoice } from "@/lib/download-format";

type MockupPreviewDialogProps = {
  mockup: SavedMockup;
  savedOn: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
  downloadChoice: DownloadChoice;
  onDownloadChoiceChange: (next: DownloadChoice) => void;
};

/**
 * A larger look at a saved mockup (its display-size image, not the counted full-quality file),
 * and the download's format.
 */
export function MockupPreviewDialog({ mockup, savedOn, open, onOpenChange, onDownload, downloading, downloadChoice, onDownloadChoiceChange }: MockupPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-y-auto p-4 sm:p-6">
        <DialogHeader className="pr-8">
          <DialogTitle className="truncate">{mockup.name}</DialogTitle>
          <DialogDescription>{savedOn ? `Saved ${savedOn}` : "Saved mockup"}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 items-center justify-center">
          <ProtectedImage
            src={mockup.imageUrl}
            alt={mockup.name}
            // Room for the title and the download row below, whatever the window's height.
            className="max-h-[min(70dvh,calc(100dvh-26rem))] w-auto max-w-full rounded-lg object-contain sm:max-h-[min(70dvh,calc(100dvh-22rem))]"
            fallback={<p className="p-10 text-sm text-muted-foreground">The preview could not be loaded.</p>}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <DownloadFormatPicker value={downloadChoice} onChange={onDownloadChoiceChange} disabled={downloading} />
          <Button onClick={onDownload} disabled={downloading} className="w-full sm:w-auto">
            {downloading ? <Spinner className="text-current" /> : <Download aria-hidden="true" />}
            {downloading ? "Downloading..." : `Download full quality ${downloadChoice.format === "jpeg" ? "JPEG" : "PNG"}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
