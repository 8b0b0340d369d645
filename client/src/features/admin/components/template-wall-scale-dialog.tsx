import type { Template } from "@shared/templates";
import { WallScaleDialog } from "@/components/wall-scale/wall-scale-dialog";
import { useSetWallScale } from "../api/set-wall-scale";

type TemplateWallScaleDialogProps = { template: Template; open: boolean; onOpenChange: (open: boolean) => void };

/** The admin's wall scale for one catalogue template, saved with PUT /api/templates/{id}. */
export function TemplateWallScaleDialog({ template, open, onOpenChange }: TemplateWallScaleDialogProps) {
  const save = useSetWallScale({ onSaved: () => onOpenChange(false) });
  return (
    <WallScaleDialog
      target={template}
      open={open}
      onOpenChange={onOpenChange}
      pending={save.isPending}
      onSave={(wall, { onError }) => save.mutate({ id: template.id, wall }, { onError })}
    />
  );
}
