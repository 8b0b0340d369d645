import type { Template } from "@shared/templates";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useSetWallScale } from "../api/set-wall-scale";
import { buildWallScale, emptyWallDraft } from "../lib/wall-scale";
import { WallScaleEditor } from "./wall-scale-editor";

type WallScaleDialogProps = { template: Template; open: boolean; onOpenChange: (open: boolean) => void };

/** The admin's wall scale for one template: the editor on its full image, saved with PUT. */
export function WallScaleDialog({ template, open, onOpenChange }: WallScaleDialogProps) {
  const [draft, setDraft] = useState(() => emptyWallDraft(template));
  const [error, setError] = useState<string | null>(null);
  const save = useSetWallScale({ onSaved: () => onOpenChange(false) });
  // A template with a window can go back to its window; a bare wall needs its scale.
  const canRemove = template.pxPerCm !== null && template.windowCount > 0;

  const submit = () => {
    const built = buildWallScale(draft);
    if ("error" in built) {
      setError(built.error);
      return;
    }
    setError(null);
    // The server checks the scale against the image: its reason is shown here, beside the values.
    save.mutate({ id: template.id, wall: built.wall }, { onError: (e) => setError(getErrorMessage(e, "The wall scale could not be saved")) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(emptyWallDraft(template));
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Wall scale</DialogTitle>
          <DialogDescription>
            {template.name}: prints are hung at their true size, centred on the anchor. Draw the reference line on the wall plane.
          </DialogDescription>
        </DialogHeader>
        <WallScaleEditor src={template.imageUrl} alt={`Full image of ${template.name}`} draft={draft} onChange={setDraft} disabled={save.isPending} error={error} />
        <DialogFooter>
          {canRemove ? (
            <Button type="button" variant="ghost" className="sm:mr-auto" disabled={save.isPending} onClick={() => save.mutate({ id: template.id, wall: null })}>
              Remove scale
            </Button>
          ) : null}
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={save.isPending} onClick={submit}>
            {save.isPending ? <Spinner className="text-current" /> : null}
            Save scale
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
