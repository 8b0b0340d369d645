import { useId } from "react";
import type { ExportFormat } from "@shared/artworks";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { JPEG_QUALITY_SLIDER, type DownloadChoice } from "@/lib/download-format";
import { cn } from "@/lib/utils";

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: "png", label: "PNG", hint: "Lossless, largest file" },
  { value: "jpeg", label: "JPEG", hint: "Smaller file to share" },
];

type Props = { value: DownloadChoice; onChange: (next: DownloadChoice) => void; disabled?: boolean; className?: string };

/** PNG or JPEG for a single download, and for JPEG its quality (the studio's and the gallery's dialogs). */
export function DownloadFormatPicker({ value, onChange, disabled, className }: Props) {
  const id = useId();
  return (
    <fieldset className={cn("grid gap-3 rounded-lg border bg-muted/40 p-3", className)} disabled={disabled}>
      <legend className="sr-only">Download format</legend>
      <RadioGroup
        aria-label="Download format"
        value={value.format}
        onValueChange={(format) => onChange({ ...value, format: format as ExportFormat })}
        className="grid grid-cols-2 gap-2"
      >
        {FORMATS.map((format) => (
          <Label
            key={format.value}
            htmlFor={`${id}-${format.value}`}
            className={cn(
              "flex cursor-pointer items-center gap-2.5 rounded-md border bg-card px-3 py-2 font-normal transition-colors hover:bg-accent/50",
              value.format === format.value && "border-primary ring-1 ring-primary",
            )}
          >
            <RadioGroupItem id={`${id}-${format.value}`} value={format.value} aria-describedby={`${id}-${format.value}-hint`} />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{format.label}</span>
              <span id={`${id}-${format.value}-hint`} className="text-xs leading-snug text-muted-foreground">
                {format.hint}
              </span>
            </span>
          </Label>
        ))}
      </RadioGroup>
      {value.format === "jpeg" ? (
        <div className="grid gap-1.5 px-1">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={`${id}-quality`}>JPEG quality</Label>
            <output htmlFor={`${id}-quality`} className="font-mono text-sm tabular-nums">
              {value.quality}
            </output>
          </div>
          <input
            id={`${id}-quality`}
            type="range"
            min={JPEG_QUALITY_SLIDER.min}
            max={JPEG_QUALITY_SLIDER.max}
            step={JPEG_QUALITY_SLIDER.step}
            value={value.quality}
            onChange={(event) => onChange({ ...value, quality: Number(event.target.value) })}
            className="h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>Smaller file</span>
            <span>Best quality</span>
          </div>
        </div>
      ) : (
        <p className="px-1 text-xs leading-snug text-muted-foreground">PNG keeps every pixel exactly. Choose JPEG for a smaller file at a quality you set.</p>
      )}
    </fieldset>
  );
}
