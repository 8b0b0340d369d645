import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type DeleteMockupDialogProps = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
};

/** Spec §5: deleting asks "Are you sure you want to delete this mockup?" first. */
export function DeleteMockupDialog({ name, open, onOpenChange, onConfirm, pending }: DeleteMockupDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure you want to delete this mockup?"
      description={
        <>
          <span className="font-medium text-foreground">{name}</span> will be removed from your gallery.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
