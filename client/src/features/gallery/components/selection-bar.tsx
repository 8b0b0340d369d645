import { FileArchive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { ZipAllowanceNote } from "@/components/zip-allowance-note";
import { ZipProgress } from "@/components/zip-progress";
import type { ZipExportState } from "@/lib/exports/use-zip-export";

type Props = {
  selected: number;
  total: number;
  onSelectAll: (all: boolean) => void;
  onDownload: () => void;
  state: ZipExportState;
  busy: boolean;
  onCancel?: () => void;
};

/** Above the grid: select all / none, how many are chosen, and one ZIP of them with its progress. */
export function SelectionBar({ selected, total, onSelectAll, onDownload, state, busy, onCancel }: Props) {
  const all = selected === total && total > 0;
  return (
    <div className="mb-5 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
        <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium">
          <Checkbox checked={all} onCheckedChange={() => onSelectAll(!all)} aria-label="Select all mockups" />
          {selected > 0 ? `${selected} selected` : "Select all"}
        </label>
        <Button size="sm" className="h-9" onClick={onDownload} disabled={selected === 0 || busy}>
          {busy ? <Spinner className="text-current" /> : <FileArchive aria-hidden="true" />}
          Download selected (ZIP)
        </Button>
      </div>
      {selected > 0 && !busy ? <ZipAllowanceNote files={selected} className="px-1" /> : null}
      <ZipProgress state={state} onCancel={onCancel} />
    </div>
  );
}
