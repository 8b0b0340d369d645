import { BookmarkPlus, Download } from "lucide-react";
import type { Template } from "@shared/templates";
import { DownloadFormatPicker } from "@/components/download-format-picker";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { DownloadChoice } from "@/lib/download-format";
import type { ProcessedResult } from "../hooks/use-apply-artwork";
import { useReturnFocus } from "../hooks/use-return-focus";
import { templateDetails, templateDisplayName } from "../lib/template-labels";

type PreviewDialogProps = {
  template: Template | null;
  result: ProcessedResult | undefined;
  isDownloading: boolean;
  downloadChoice: DownloadChoice;
  onDownloadChoiceChange: (next: DownloadChoice) => void;
  onClose: () => void;
  onDownload: (template: Template) => void;
  onSave: (template: Template) => void;
};

/** A larger look at one result, with the same actions as its card and the download's format. */
export function PreviewDialog({ template, result, isDownloading, downloadChoice, onDownloadChoiceChange, onClose, onDownload, onSave }: PreviewDialogProps) {
  const open = template !== null && result !== undefined;
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {template && result ? (
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>{templateDisplayName(template.name)}</DialogTitle>
            <DialogDescription>{templateDetails(template) || "Mockup preview"}</DialogDescription>
          </DialogHeader>
          {/* Room for the title, the format choice and the buttons, whatever the window's height. */}
          <div className="flex max-h-[min(65dvh,calc(100dvh-25rem))] items-center justify-center overflow-hidden rounded-lg bg-muted/60">
            <ProtectedImage
              src={result.src}
              data-preview={result.previewUrl}
              alt={`Your artwork in ${templateDisplayName(template.name)}`}
              className="max-h-[min(65dvh,calc(100dvh-25rem))] w-full object-contain"
            />
          </div>
          <DownloadFormatPicker value={downloadChoice} onChange={onDownloadChoiceChange} disabled={isDownloading} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isDownloading} onClick={() => onDownload(template)}>
              {isDownloading ? <Spinner className="text-current" /> : <Download aria-hidden="true" />}
              Download {downloadChoice.format === "jpeg" ? "JPEG" : "PNG"}
            </Button>
            <Button type="button" onClick={() => onSave(template)}>
              <BookmarkPlus aria-hidden="true" />
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
