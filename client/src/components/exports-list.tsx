import { Download, X } from "lucide-react";
import type { ExportStatus } from "@shared/exports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useCancelExport, useExports } from "@/lib/exports/use-exports";

/** Sizes as people read them: 1.2 GB, 340 MB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, "")} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} kB`;
}

function describe(e: ExportStatus): string {
  const files = `${e.total} mockup${e.total === 1 ? "" : "s"}`;
  if (e.status === "queued") return `Waiting: ${files}`;
  if (e.status === "running") return `Preparing: ${e.done} of ${files}`;
  if (e.status === "done") return `Ready: ${e.done} of ${files} · ${formatSize(e.bytes)}`;
  return `Failed: ${files}`;
}

/**
 * The user's ZIP exports still on the server, each with Cancel (queued or running) or Download,
 * and the space finished ZIPs take against the plan's cap (the oldest go first past it).
 */
export function ExportsList({ className }: { className?: string }) {
  const { data } = useExports();
  const cancel = useCancelExport();
  if (!data || data.exports.length === 0) return null;
  const { usedBytes, capBytes } = data.storage;
  return (
    <Card className={className} data-testid="exports-list">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Your ZIP exports</CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="exports-storage">
          ZIP storage: {formatSize(usedBytes)} of {formatSize(capBytes)} used. Past it the oldest ZIPs are removed first; each is kept 24 hours.
        </p>
        <Progress value={Math.min(100, Math.round((usedBytes / capBytes) * 100))} aria-label="ZIP storage used" />
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="ZIP exports">
          {data.exports.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{new Date(e.createdAt).toLocaleString()}</span>
                <span className="ml-2 text-muted-foreground">{describe(e)}</span>
              </span>
              <span className="flex gap-2">
                {e.status === "done" && e.downloadUrl ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={e.downloadUrl} download>
                      <Download aria-hidden="true" />
                      Download
                    </a>
                  </Button>
                ) : null}
                {e.status === "queued" || e.status === "running" ? (
                  <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(e.id)} aria-label={`Cancel the ZIP of ${e.total} mockups`}>
                    <X aria-hidden="true" />
                    Cancel
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
