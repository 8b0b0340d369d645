import { Square, Upload, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useBulkUpload } from "../api/bulk-upload-templates";
import { BulkFileList } from "./bulk-file-list";
import { FilenameGuide } from "./filename-guide";
import { ImageDropZone } from "./image-drop-zone";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function uploadLabel(total: number, remaining: number, failed: number): string {
  if (total === 0) return "Upload Files";
  if (remaining === 0) return "All Files Added";
  if (remaining === failed) return `Retry ${plural(failed, "Failed File")}`;
  if (remaining < total) return `Upload ${plural(remaining, "Remaining File")}`;
  return `Upload ${plural(total, "File")}`;
}

/** 'Bulk Upload' (spec §2, §4): many files, one after another, with progress and counters. */
export function BulkUploadCard() {
  const ids = useId();
  const bulk = useBulkUpload();
  const { total, processed, succeeded, failed, running } = bulk;
  const percent = total === 0 ? 0 : Math.round((processed / total) * 100);
  const remaining = bulk.items.filter((item) => item.status !== "added").length;
  const current = bulk.items.find((item) => item.status === "uploading");

  return (
    <Card aria-labelledby={`${ids}-title`} role="region">
      <CardHeader>
        <h2 id={`${ids}-title`} className="text-lg font-semibold leading-tight">
          Bulk Upload
        </h2>
        <CardDescription>Each file becomes a featured template in the “frame” category, named after the file.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ImageDropZone
          id={`${ids}-files`}
          inputLabel="Template images for bulk upload"
          title="Choose images or drop them here"
          hint="PNG or JPEG, as many as you like"
          multiple
          disabled={running}
          onFiles={bulk.select}
        />

        {total > 0 ? (
          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">{plural(total, "file")} selected</p>
              {!running ? (
                <Button variant="ghost" size="sm" onClick={() => bulk.select([])}>
                  <X aria-hidden="true" />
                  Clear
                </Button>
              ) : null}
            </div>
            <BulkFileList items={bulk.items} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No files selected yet.</p>
        )}

        <div className="grid gap-3">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span id={`${ids}-progress`} className="font-medium">
              Progress
            </span>
            <span className="text-muted-foreground tabular-nums">
              {processed} of {total} processed
            </span>
          </div>
          <Progress value={percent} aria-labelledby={`${ids}-progress`} aria-valuetext={`${processed} of ${total} files processed`} />
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg border bg-emerald-50/60 px-3 py-2">
              <dt className="text-xs font-medium text-emerald-800">Success</dt>
              <dd className="text-xl font-semibold tabular-nums text-emerald-900">
                {succeeded}
              </dd>
            </div>
            <div className={cn("rounded-lg border px-3 py-2", failed > 0 ? "border-destructive/30 bg-destructive/5" : "bg-muted/40")}>
              <dt className={cn("text-xs font-medium", failed > 0 ? "text-destructive" : "text-muted-foreground")}>Failed</dt>
              <dd className="text-xl font-semibold tabular-nums">
                {failed}
              </dd>
            </div>
          </dl>
          <p className="sr-only" role="status" aria-live="polite">
            {running && current ? `Uploading ${current.file.name}, ${processed} of ${total} processed` : ""}
          </p>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void bulk.start()} disabled={running || (total > 0 && remaining === 0)}>
            {running ? (
              <>
                <Spinner className="text-current" />
                Uploading {Math.min(processed + 1, total)} of {total}...
              </>
            ) : (
              <>
                <Upload aria-hidden="true" />
                {uploadLabel(total, remaining, failed)}
              </>
            )}
          </Button>
          {running ? (
            <Button variant="outline" onClick={bulk.stop} disabled={bulk.stopping}>
              <Square aria-hidden="true" />
              {bulk.stopping ? "Stopping after this file..." : "Stop"}
            </Button>
          ) : null}
        </div>

        <FilenameGuide />
      </CardContent>
    </Card>
  );
}
