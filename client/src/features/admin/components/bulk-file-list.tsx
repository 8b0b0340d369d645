import { CircleCheck, CircleDashed, CircleMinus, CircleX } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { BulkItem, BulkStatus } from "../api/bulk-upload-templates";
import { formatBytes } from "../lib/use-file-preview";

const STATUS_TEXT: Record<BulkStatus, string> = {
  pending: "Waiting",
  uploading: "Uploading",
  added: "Added",
  failed: "Failed",
  skipped: "Skipped",
};

function StatusIcon({ status }: { status: BulkStatus }) {
  const cls = "size-4 shrink-0";
  switch (status) {
    case "uploading":
      return <Spinner className={cn(cls, "size-4")} />;
    case "added":
      return <CircleCheck className={cn(cls, "text-emerald-600")} aria-hidden="true" />;
    case "failed":
      return <CircleX className={cn(cls, "text-destructive")} aria-hidden="true" />;
    case "skipped":
      return <CircleMinus className={cn(cls, "text-muted-foreground")} aria-hidden="true" />;
    default:
      return <CircleDashed className={cn(cls, "text-muted-foreground/70")} aria-hidden="true" />;
  }
}

/** The selected files with what happened to each; a failure says why (the server's message). */
export function BulkFileList({ items }: { items: BulkItem[] }) {
  return (
    <ul aria-label="Selected files" className="max-h-64 divide-y overflow-y-auto rounded-lg border">
      {items.map((item) => (
        <li key={item.key} className={cn("flex items-start gap-2.5 px-3 py-2", item.status === "failed" && "bg-destructive/5")}>
          <span className="mt-0.5">
            <StatusIcon status={item.status} />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-2">
              <p className="truncate text-[13px] font-medium" title={item.file.name}>
                {item.file.name}
              </p>
              <p className="shrink-0 text-xs text-muted-foreground">
                <span className="sr-only">{STATUS_TEXT[item.status]}, </span>
                {formatBytes(item.file.size)}
              </p>
            </div>
            {item.error ? <p className="mt-0.5 text-xs break-words text-destructive">{item.error}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
