import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type DialogSaveFooterProps = {
  saveLabel: string;
  saving: boolean;
  /** Nothing to save yet (the save button stays disabled). */
  disabled?: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** A dialog's Cancel and Save buttons; while saving, Save shows a spinner and both wait. */
export function DialogSaveFooter({ saveLabel, saving, disabled = false, onSave, onClose }: DialogSaveFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
        Cancel
      </Button>
      <Button type="button" disabled={saving || disabled} onClick={onSave}>
        {saving ? (
          <>
            <Spinner className="text-current" />
            Saving...
          </>
        ) : (
          saveLabel
        )}
      </Button>
    </DialogFooter>
  );
}
