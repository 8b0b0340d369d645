import { FileArchive } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ZipAllowanceNote } from "@/components/zip-allowance-note";
import { ZipProgress } from "@/components/zip-progress";
import type { ZipExportState } from "@/lib/exports/use-zip-export";

export type ZipScope = "current" | "every";

type Props = {
  artworkCount: number;
  templateCount: number;
  disabled: boolean;
  onDownload: (scope: ZipScope) => void;
  state: ZipExportState;
  busy: boolean;
  onCancel?: () => void;
};

/**
 * "Download all (ZIP)": the current artwork (or every artwork) in each shown template, what that
 * costs on the free plan and what is left, then real progress.
 */
export function ZipDownloadCard({ artworkCount, templateCount, disabled, onDownload, state, busy, onCancel }: Props) {
  const [scope, setScope] = useState<ZipScope>("current");
  const effective = artworkCount > 1 ? scope : "current";
  const files = templateCount * (effective === "every" ? artworkCount : 1);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Download all (ZIP)</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {artworkCount > 1 ? (
          <RadioGroup value={scope} onValueChange={(v) => setScope(v as ZipScope)} aria-label="Artworks in the ZIP" className="grid gap-2">
            <div className="flex items-center gap-2">
              <RadioGroupItem value="current" id="zip-current" />
              <Label htmlFor="zip-current" className="font-normal">
                This artwork
              </Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="every" id="zip-every" />
              <Label htmlFor="zip-every" className="font-normal">
                Every artwork ({artworkCount}, one folder each)
              </Label>
            </div>
          </RadioGroup>
        ) : null}
        <Button type="button" variant="secondary" className="w-full" disabled={disabled || busy || templateCount === 0} onClick={() => onDownload(effective)}>
          {busy ? <Spinner className="text-current" /> : <FileArchive aria-hidden="true" />}
          Download all (ZIP)
        </Button>
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">
            {files} file{files === 1 ? "" : "s"} at full quality, one per shown template.
          </p>
          <ZipAllowanceNote files={files} />
        </div>
        <ZipProgress state={state} onCancel={onCancel} />
      </CardContent>
    </Card>
  );
}
