import { PSD_FIDELITY_WARN, type PsdFidelityJson, fidelityWarning } from "@shared/psd";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/** 0.4 → "0.4 / 255": mean absolute error per channel, as the server measured it. */
export const formatFidelity = (value: number) => `${value.toFixed(1)} / 255`;

function warningText(fidelity: PsdFidelityJson): string {
  if (!fidelity.composite) {
    return "This file has no composite image from Photoshop to compare with (in Photoshop, turn on Maximize PSD and PSB File Compatibility and save again). Check a preview before using it.";
  }
  return `Above ${PSD_FIDELITY_WARN.canvas.toFixed(1)} / 255 over the image or ${PSD_FIDELITY_WARN.window.toFixed(1)} / 255 inside a smart object: some layers may not look as they do in Photoshop. Check a preview before using it.`;
}

/**
 * "Matches Photoshop: 0.4 / 255": the import's self-test (our render with each smart object's
 * own contents against the composite Photoshop saved), with a warning past the thresholds or
 * when the file has no usable composite.
 */
export function FidelityLine({ fidelity }: { fidelity: PsdFidelityJson }) {
  const warn = fidelityWarning(fidelity);
  const inside = fidelity.windows.filter((w): w is number => w !== null);
  const Icon = warn ? TriangleAlert : CircleCheck;
  return (
    <div
      role={warn ? "alert" : "status"}
      data-testid="psd-fidelity"
      className={cn("flex gap-2.5 rounded-lg border p-3 text-sm", warn ? "border-amber-300 bg-amber-50 text-amber-950" : "border-emerald-200 bg-emerald-50/70 text-emerald-950")}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", warn ? "text-amber-600" : "text-emerald-600")} aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">Matches Photoshop: {fidelity.canvas === null ? "not measured" : formatFidelity(fidelity.canvas)}</p>
        {inside.length > 0 ? <p className="text-xs opacity-80">Inside the smart objects: {formatFidelity(Math.max(...inside))} at most</p> : null}
        <p className="text-xs opacity-80">{warn ? warningText(fidelity) : "Our render of this file, with each smart object's own contents, against the image Photoshop saved in it (mean difference per colour channel)."}</p>
      </div>
    </div>
  );
}
