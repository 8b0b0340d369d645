import type { Template, TemplateWindows } from "@shared/templates";
import { Crop } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLoadTemplateWindows, usePlaceTemplateWindows } from "../api/template-windows";
import { PhotoWindowsDialog } from "./photo-windows-dialog";

/** "Edit Frame" on a photo template: re-opens the corner editor with its stored corners. */
export function EditTemplateFrame({ template }: { template: Template }) {
  const [photo, setPhoto] = useState<TemplateWindows | null>(null);
  const load = useLoadTemplateWindows();
  const place = usePlaceTemplateWindows({ onSaved: () => setPhoto(null) });

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="flex-1 sm:flex-none"
        disabled={load.isPending}
        onClick={() => load.mutate(template.id, { onSuccess: setPhoto })}
        aria-label={`Edit frame in ${template.name}`}
      >
        {load.isPending ? <Spinner className="size-3.5 text-current" /> : <Crop aria-hidden="true" />}
        Edit Frame
      </Button>
      <PhotoWindowsDialog
        photo={photo}
        title={`Edit the frame in ${template.name}`}
        intro="Every preview and download of this template uses these corners."
        saveLabel="Save Frame"
        saving={place.isPending}
        onSave={(quads) => place.mutate({ id: template.id, name: template.name, quads })}
        onClose={() => setPhoto(null)}
      />
    </>
  );
}
