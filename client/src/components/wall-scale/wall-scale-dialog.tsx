import type { WallScaleInput } from "@shared/templates";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { buildWallScale, emptyWallDraft, type ImagePoint } from "@/lib/wall-scale";
import { WallScaleEditor } from "./wall-scale-editor";

/** What the dialog edits: a catalogue template or a user's own room (both answer these fields). */
export type WallScaleTarget = {
  name: string;
  imageUrl: string;
  windowCount: number;
  pxPerCm: number | null;
  anchor: ImagePoint | null;
  defaultSize: string | null;
};

type WallScaleDialogProps = {
  target: WallScaleTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the scale (null removes it); `onError` shows the server's reason beside the values. */
  onSave: (wall: WallScaleInput | null, callbacks: { onError: (error: unknown) => void }) => void;
  pending: boolean;
};

/** A wall's scale on its full image: the editor, saved through the caller's PUT (admin template or own room). */
export function WallScaleDialog({ target, open, onOpenChange, onSave, pending }: WallScaleDialogProps) {
  const [draft, setDraft] = useState(() => emptyWallDraft(target));
  const [error, setError] = useState<string | null>(null);
  // An image with a window can go back to its window; a bare wall needs its scale.
  const canRemove = target.pxPerCm !== null && target.windowCount > 0;
  const onError = (e: unknown) => setError(getErrorMessage(e, "The wall scale could not be saved"));

  const submit = () => {
    const built = buildWallScale(draft);
    if ("error" in built) {
      setError(built.error);
      return;
    }
    setError(null);
    // The server checks the scale against the image: its reason is shown here, beside the values.
    onSave(built.wall, { onError });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(emptyWallDraft(target));
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Wall scale</DialogTitle>
          <DialogDescription>
            {target.name}: prints are hung at their true size, centred on the anchor. Draw the reference line on the wall plane.
          </DialogDescription>
        </DialogHeader>
        <WallScaleEditor src={target.imageUrl} alt={`Full image of ${target.name}`} draft={draft} onChange={setDraft} disabled={pending} error={error} />
        <DialogFooter>
          {canRemove ? (
            <Button type="button" variant="ghost" className="sm:mr-auto" disabled={pending} onClick={() => onSave(null, { onError })}>
              Remove scale
            </Button>
          ) : null}
          <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={pending} onClick={submit}>
            {pending ? <Spinner className="text-current" /> : null}
            Save scale
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
