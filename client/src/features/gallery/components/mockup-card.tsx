import { Download, ImageOff, Maximize2, Share2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { SavedMockup } from "@shared/mockups";
import { describeRenderOptions } from "@shared/render-options";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { toDownloadFormat, useDownloadChoice } from "@/lib/download-format";
import { useDeleteMockup } from "../api/delete-mockup";
import { useDownloadMockup } from "../api/download-mockup";
import { DeleteMockupDialog } from "./delete-mockup-dialog";
import { formatSavedDate } from "./format-saved-date";
import { MockupPreviewDialog } from "./mockup-preview-dialog";
import { ShareMockupDialog } from "./share-mockup-dialog";

type Props = { mockup: SavedMockup; selected: boolean; onSelectedChange: (selected: boolean) => void };

/** One saved mockup: a select box (for ZIPs), thumbnail (click for a larger view), name, date, Download, Share and Delete. */
export function MockupCard({ mockup, selected, onSelectedChange }: Props) {
  const titleId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const download = useDownloadMockup();
  const [downloadChoice, setDownloadChoice] = useDownloadChoice();
  const remove = useDeleteMockup();
  const date = formatSavedDate(mockup.createdAt);
  const busy = download.isPending || remove.isPending;

  // The card's Download and the larger view's both use the format last chosen there.
  const startDownload = () => download.mutate({ mockup, download: toDownloadFormat(downloadChoice) });

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        data-selected={selected || undefined}
        className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card data-[selected]:border-primary data-[selected]:ring-2 data-[selected]:ring-primary/30 shadow-[0_1px_2px_rgb(31_27_23/0.04),0_8px_24px_-12px_rgb(31_27_23/0.08)]"
      >
        <label className="absolute left-3 top-3 z-10 flex size-8 cursor-pointer items-center justify-center rounded-md bg-card/90 shadow-sm">
          <Checkbox checked={selected} onCheckedChange={(v) => onSelectedChange(v === true)} aria-label={`Select ${mockup.name}`} />
        </label>
        <button
          type="button"
          onClick={() => setPreviewOpen(true)}
          aria-label={`View ${mockup.name} larger`}
          className="relative block aspect-[3/2] w-full overflow-hidden bg-muted focus-visible:outline-offset-[-2px]"
        >
          <ProtectedImage
            src={mockup.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-contain transition-transform duration-300 group-hover:scale-[1.02]"
            fallback={
              <span className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
                <ImageOff className="size-6" aria-hidden="true" />
                Preview unavailable
              </span>
            }
          />
          <span className="absolute right-3 top-3 flex size-8 items-center justify-center rounded-full bg-card/90 text-foreground opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
            <Maximize2 className="size-4" aria-hidden="true" />
          </span>
        </button>
        <div className="flex flex-1 flex-col p-4">
          <h2 id={titleId} className="truncate font-semibold" title={mockup.name}>
            {mockup.name}
          </h2>
          {date.short ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Saved <time dateTime={mockup.createdAt} title={date.long}>{date.short}</time>
            </p>
          ) : null}
          {mockup.options ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {describeRenderOptions(mockup.options)}
            </p>
          ) : null}
          <div className="mt-auto grid grid-cols-[1fr_1fr_auto] gap-2 pt-4">
            <Button size="sm" className="h-9" onClick={startDownload} disabled={busy}>
              {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden="true" />}
              Download
            </Button>
            <Button size="sm" variant="outline" className="h-9" onClick={() => setShareOpen(true)} disabled={busy}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="h-9 text-destructive hover:bg-destructive/5 hover:text-destructive"
              onClick={() => setConfirmOpen(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
      </article>
      <MockupPreviewDialog
        mockup={mockup}
        savedOn={date.short}
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        onDownload={startDownload}
        downloading={download.isPending}
        downloadChoice={downloadChoice}
        onDownloadChoiceChange={setDownloadChoice}
      />
      <ShareMockupDialog mockup={mockup} open={shareOpen} onOpenChange={setShareOpen} />
      <DeleteMockupDialog
        name={mockup.name}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(mockup.id, { onSettled: () => setConfirmOpen(false) })}
      />
    </li>
  );
}
