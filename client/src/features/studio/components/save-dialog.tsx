import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
import { createMockupSchema } from "@shared/mockups";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast-store";
import { useCreateMockup } from "../api/create-mockup";
import { useReturnFocus } from "../hooks/use-return-focus";
import { defaultMockupName } from "../lib/template-labels";

/** Spec §3 "Save dialog state" (imageUrl, templateId, templateName), plus what the server renders from. */
export type SaveTarget = { imageUrl: string; templateId: number; templateName: string; artworkId: string; fit: FitMode; render?: RenderOptionsInput };

/** The name rule the API applies (trimmed, not blank, bounded), reused for the form. */
const nameFormSchema = createMockupSchema.options[0].pick({ name: true });

type SaveDialogProps = { target: SaveTarget | null; onClose: () => void };

export function SaveDialog({ target, onClose }: SaveDialogProps) {
  const createMockup = useCreateMockup();
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        // A save in flight finishes with the dialog open, so its outcome is seen.
        if (!open && !createMockup.isPending) onClose();
      }}
    >
      {target ? (
        <DialogContent className="max-w-md" {...returnFocus}>
          <SaveForm key={`${target.templateId}-${target.imageUrl}`} target={target} onClose={onClose} createMockup={createMockup} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type SaveFormProps = { target: SaveTarget; onClose: () => void; createMockup: ReturnType<typeof useCreateMockup> };

function SaveForm({ target, onClose, createMockup }: SaveFormProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name: defaultMockupName(target.templateName) } });
  const name = useWatch({ control: form.control, name: "name" });
  const error = form.formState.errors.name?.message;
  const saving = createMockup.isPending;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ name: value }) =>
        createMockup.mutate(
          { name: value, artworkId: target.artworkId, templateId: target.templateId, fit: target.fit, ...target.render },
          {
            onSuccess: () => {
              toast({ title: "Mockup saved", description: "Your mockup has been saved to your account" });
              onClose();
            },
          },
        ),
      )}
    >
      <DialogHeader>
        <DialogTitle>Save Your Mockup</DialogTitle>
        <DialogDescription>It will be kept in My Gallery at full resolution.</DialogDescription>
      </DialogHeader>
      <div className="flex h-56 items-center justify-center overflow-hidden rounded-lg bg-muted/60">
        <ProtectedImage src={target.imageUrl} alt="Mockup preview" className="max-h-full max-w-full object-contain" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Mockup Name</Label>
        <Input
          id={`${id}-name`}
          placeholder="My Wall Art Mockup"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register("name")}
        />
        {error ? (
          <p id={`${id}-error`} className="text-[13px] font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || name.trim() === ""}>
          {saving ? (
            <>
              <Spinner className="text-current" />
              Saving...
            </>
          ) : (
            "Save Mockup"
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
