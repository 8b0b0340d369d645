import type { PsdImport } from "@shared/psd";
import { Ban } from "lucide-react";
import { ProtectedImage } from "@/components/protected-image";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type SmartObject = PsdImport["smartObjects"][number];

type SmartObjectRowProps = { id: string; smartObject: SmartObject; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

/** A light chequered backdrop, so a smart object's transparent parts read as such. */
const CHECKERBOARD = "bg-[conic-gradient(#efe9e1_25%,#ffffff_0_50%,#efe9e1_0_75%,#ffffff_0)] bg-[length:12px_12px]";

/** One smart object: its checkbox, thumbnail and layer name, and what happens to it (or why it cannot take the art). */
export function SmartObjectRow({ id, smartObject: so, checked, disabled, onChange }: SmartObjectRowProps) {
  const refused = so.refusal !== undefined;
  const status = refused ? so.refusal : checked ? "Receives the art" : "Keeps its own content";
  return (
    <li className={cn("flex items-center gap-3 rounded-lg border bg-card p-2.5 transition-colors", checked && "border-primary/50 bg-primary-soft/40", refused && "bg-muted/40")}>
      <Checkbox
        id={id}
        checked={checked && !refused}
        disabled={disabled || refused}
        onCheckedChange={(v) => onChange(v === true)}
        aria-describedby={`${id}-status`}
      />
      <div className={cn("flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border", CHECKERBOARD)}>
        <ProtectedImage src={so.thumbnail} alt="" className={cn("max-h-full max-w-full object-contain", refused && "opacity-60")} />
      </div>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Label htmlFor={id} className={cn("break-words leading-snug", refused ? "cursor-not-allowed" : "cursor-pointer")}>
          {so.name}
        </Label>
        <p id={`${id}-status`} className={cn("flex gap-1 text-xs", refused ? "text-destructive" : checked ? "text-primary" : "text-muted-foreground")}>
          {refused ? <Ban className="mt-px size-3.5 shrink-0" aria-hidden="true" /> : null}
          <span className="min-w-0 break-words">{status}</span>
        </p>
      </div>
    </li>
  );
}
