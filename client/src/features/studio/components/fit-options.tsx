import { useId } from "react";
import { type FitMode, FIT_MODES } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

/** Spec §2 labels; `fit` is the third mode the landing page promises. */
const FIT_LABELS: Record<FitMode, { label: string; hint: string }> = {
  expand: { label: "Expand - Stretch to fill", hint: "Fills the frame exactly; proportions may change." },
  fill: { label: "Fill - Crop to fill", hint: "Keeps proportions and trims the overflow." },
  fit: { label: "Fit - Show entire artwork", hint: "Keeps the whole artwork visible inside the frame." },
};

type FitOptionsProps = { value: FitMode; onChange: (value: FitMode) => void };

export function FitOptions({ value, onChange }: FitOptionsProps) {
  const id = useId();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle id={`${id}-title`} className="text-base">
          Fitting Options
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RadioGroup aria-labelledby={`${id}-title`} value={value} onValueChange={(v) => onChange(v as FitMode)} className="gap-2">
          {FIT_MODES.map((mode) => (
            <Label
              key={mode}
              htmlFor={`${id}-${mode}`}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border bg-card px-3 py-2.5 font-normal transition-colors hover:bg-accent/50",
                value === mode && "border-primary bg-primary-soft/50 ring-1 ring-primary hover:bg-primary-soft/50",
              )}
            >
              <RadioGroupItem id={`${id}-${mode}`} value={mode} className="mt-0.5" aria-describedby={`${id}-${mode}-hint`} />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{FIT_LABELS[mode].label}</span>
                <span id={`${id}-${mode}-hint`} className="text-xs leading-snug text-muted-foreground">
                  {FIT_LABELS[mode].hint}
                </span>
              </span>
            </Label>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
