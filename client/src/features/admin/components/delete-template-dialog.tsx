import type { Template } from "@shared/templates";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteTemplate } from "../api/delete-template";

type DeleteTemplateDialogProps = { template: Template | null; open: boolean; onOpenChange: (open: boolean) => void };

/** Spec §5 confirmation, word for word, before a template and its files are removed. */
export function DeleteTemplateDialog({ template, open, onOpenChange }: DeleteTemplateDialogProps) {
  const remove = useDeleteTemplate({ onDeleted: () => onOpenChange(false) });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? `Delete “${template.name}”?` : "Delete template?"}
      description="Are you sure you want to delete this template? This action cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (template) remove.mutate(template);
      }}
    />
  );
}
