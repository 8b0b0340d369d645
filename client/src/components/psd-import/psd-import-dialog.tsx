import { type PsdImport, smartObjectChoiceSchema } from "@shared/psd";
import { type ReactNode, useId, useState } from "react";
import { ProtectedImage } from "@/components/protected-image";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogSaveFooter } from "@/components/ui/dialog-save-footer";
import { FeatureList } from "./feature-list";
import { FidelityLine } from "./fidelity-line";
import { SmartObjectRow } from "./smart-object-row";

type PsdImportDialogProps = {
  /** Open while set: the smart objects found and the self-test, as the server answered them. */
  psd: PsdImport | null;
  /** The document as we composite it (the template image). */
  imageUrl?: string;
  title: string;
  /** A line naming what is being imported (the new template's name and category, say). */
  summary?: ReactNode;
  saveLabel: string;
  saving: boolean;
  onSave: (smartObjects: number[]) => void;
  onClose: () => void;
};

/**
 * After a Photoshop upload: the smart objects found, by layer name with a thumbnail, ticked when
 * they receive the art (the server's choice first; a refused one disabled with its reason), the
 * Photoshop features the file uses ("Supported" or why not), and how closely our render matched
 * the composite Photoshop saved in the file.
 */
export function PsdImportDialog({ psd, onClose, saving, ...rest }: PsdImportDialogProps) {
  return (
    <Dialog open={psd !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto p-4 sm:p-6">{psd && <ImportBody psd={psd} onClose={onClose} saving={saving} {...rest} />}</DialogContent>
    </Dialog>
  );
}

const initialChoice = (psd: PsdImport) => psd.smartObjects.filter((so) => so.selected && !so.refusal).map((so) => so.index);

function foundLine(psd: PsdImport): string {
  const n = psd.smartObjects.length;
  const found = n === 1 ? "We found 1 smart object in this file." : `We found ${n} smart objects in this file.`;
  return `${found} Tick the ones that receive the art; the others keep showing their own content.`;
}

function ImportBody({ psd, imageUrl, title, summary, saveLabel, saving, onSave, onClose }: Omit<PsdImportDialogProps, "psd"> & { psd: PsdImport }) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(() => initialChoice(psd));
  const check = smartObjectChoiceSchema.safeParse(chosen);
  const choiceError = check.success ? null : (check.error.issues[0]?.message ?? null);
  const toggle = (index: number, on: boolean) => setChosen((c) => (on ? [...c.filter((i) => i !== index), index].sort((a, b) => a - b) : c.filter((i) => i !== index)));

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{foundLine(psd)}</DialogDescription>
      </DialogHeader>
      {summary ? <div className="rounded-md bg-muted/60 px-3 py-2 text-sm">{summary}</div> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:items-start">
        {imageUrl ? (
          <div className="flex max-h-56 items-center justify-center overflow-hidden rounded-lg border bg-muted/40 sm:max-h-none">
            <ProtectedImage src={imageUrl} alt="The Photoshop document as it will be rendered" className="max-h-56 w-full object-contain sm:max-h-80" />
          </div>
        ) : null}
        <div className="grid gap-4">
          <fieldset className="grid gap-2" aria-describedby={choiceError ? `${id}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Smart objects that receive the art</legend>
            <ul className="grid gap-2">
              {psd.smartObjects.map((so) => (
                <SmartObjectRow key={so.index} id={`${id}-so-${so.index}`} smartObject={so} checked={chosen.includes(so.index)} disabled={saving} onChange={(on) => toggle(so.index, on)} />
              ))}
            </ul>
            {choiceError ? (
              <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-destructive">
                {choiceError}
              </p>
            ) : null}
          </fieldset>
          <FeatureList features={psd.features ?? []} />
          <FidelityLine fidelity={psd.fidelity} />
        </div>
      </div>
      <DialogSaveFooter saveLabel={saveLabel} saving={saving} disabled={choiceError !== null} onSave={() => onSave(chosen)} onClose={onClose} />
    </>
  );
}
