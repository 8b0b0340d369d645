import { useId, useState, type ComponentProps } from "react";
import type { FitMode } from "@shared/constants";
import { printSizeSchema } from "@shared/print-size";
import { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, FRAME_STYLES, MAT_STYLES, type FrameStyle, type MatStyle, type RenderOptionsInput } from "@shared/render-options";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { usePrintQuality } from "../api/print-quality";
import { PRINT_SIZE_PRESETS, describePrintQuality } from "../lib/print-size-presets";

/** The frame, mat and print size the grid renders with (the API's render options); widths in cm. */
export type FrameChoice = { frame: FrameStyle; frameWidth: number; mat: MatStyle; matWidth: number; size: string | null };
export const NO_FRAME_CHOICE: FrameChoice = { frame: "none", frameWidth: DEFAULT_FRAME_WIDTH_CM, mat: "none", matWidth: DEFAULT_MAT_WIDTH_CM, size: null };

/** The choice as the preview, export, save and ZIP calls take it. */
export const toRenderOptions = ({ frame, frameWidth, mat, matWidth, size }: FrameChoice): RenderOptionsInput => ({ frame, frameWidth, mat, matWidth, ...(size ? { size } : {}) });

/** Moulding and mat widths framers offer most (cm); the API takes any width in its range. */
const FRAME_WIDTHS_CM = [1.5, 2, 2.5, 3.5, 5, 7];
const MAT_WIDTHS_CM = [3, 4, 5, 7, 10];

const FRAME_LABELS: Record<FrameStyle, string> = { none: "None", black: "Black", white: "White", oak: "Oak", walnut: "Walnut", natural: "Natural wood", gold: "Gold", silver: "Silver" };
const MAT_LABELS: Record<MatStyle, string> = { none: "None", white: "White", ivory: "Ivory", black: "Black" };
const CUSTOM = "custom";
const QUALITY_TONE = { Excellent: "text-emerald-700", Good: "text-emerald-700", Fair: "text-amber-700", Low: "text-destructive" } as const;

function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs sm:text-sm",
        "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20",
        className,
      )}
      {...props}
    />
  );
}

type WidthSelectProps = { id: string; label: string; widths: number[]; value: number; onChange: (cm: number) => void; className?: string };

function WidthSelect({ id, label, widths, value, onChange, className }: WidthSelectProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {widths.map((cm) => (
          <option key={cm} value={String(cm)}>
            {cm} cm
          </option>
        ))}
      </Select>
    </div>
  );
}

type FrameSizePanelProps = { value: FrameChoice; onChange: (value: FrameChoice) => void; artworkId: string | null; fit: FitMode };

/** Frame, mat and print size beside Fitting Options, with how sharp the artwork prints at that size. */
export function FrameSizePanel({ value, onChange, artworkId, fit }: FrameSizePanelProps) {
  const id = useId();
  const preset = value.size === null ? "" : PRINT_SIZE_PRESETS.some((p) => p.value === value.size) ? value.size : CUSTOM;
  const [customOpen, setCustomOpen] = useState(preset === CUSTOM);
  const [custom, setCustom] = useState(preset === CUSTOM ? (value.size ?? "") : "");
  const [customError, setCustomError] = useState<string | null>(null);
  const quality = usePrintQuality(artworkId, value.size, fit);
  const parsed = value.size ? printSizeSchema.safeParse(value.size) : null;

  const choosePreset = (next: string) => {
    if (next === CUSTOM) {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setCustomError(null);
    onChange({ ...value, size: next === "" ? null : next });
  };
  const applyCustom = () => {
    const result = printSizeSchema.safeParse(custom);
    if (!result.success) {
      setCustomError(result.error.issues[0]?.message ?? "Invalid size");
      return;
    }
    setCustomError(null);
    const size = `${result.data.width}x${result.data.height}${result.data.unit}`;
    if (size !== value.size) onChange({ ...value, size });
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Frame &amp; size</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-frame`}>Frame</Label>
            <Select id={`${id}-frame`} value={value.frame} onChange={(e) => onChange({ ...value, frame: e.target.value as FrameStyle })}>
              {FRAME_STYLES.map((f) => (
                <option key={f} value={f}>
                  {FRAME_LABELS[f]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-mat`}>Mat</Label>
            <Select id={`${id}-mat`} value={value.mat} onChange={(e) => onChange({ ...value, mat: e.target.value as MatStyle })}>
              {MAT_STYLES.map((m) => (
                <option key={m} value={m}>
                  {MAT_LABELS[m]}
                </option>
              ))}
            </Select>
          </div>
          {value.frame !== "none" ? (
            <WidthSelect id={`${id}-frame-width`} label="Frame width" widths={FRAME_WIDTHS_CM} value={value.frameWidth} onChange={(frameWidth) => onChange({ ...value, frameWidth })} />
          ) : null}
          {value.mat !== "none" ? (
            <WidthSelect
              id={`${id}-mat-width`}
              label="Mat width"
              widths={MAT_WIDTHS_CM}
              value={value.matWidth}
              onChange={(matWidth) => onChange({ ...value, matWidth })}
              className={value.frame === "none" ? "col-start-2" : undefined}
            />
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-size`}>Print size</Label>
          <Select id={`${id}-size`} value={customOpen ? CUSTOM : preset} onChange={(e) => choosePreset(e.target.value)}>
            <option value="">Fill the frame (no size)</option>
            {PRINT_SIZE_PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM}>Custom…</option>
          </Select>
          {customOpen ? (
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                applyCustom();
              }}
            >
              <Input
                aria-label="Custom print size"
                placeholder="e.g. 60x90cm or 20x30in"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onBlur={applyCustom}
                aria-invalid={customError !== null}
                aria-describedby={customError ? `${id}-custom-error` : undefined}
              />
            </form>
          ) : null}
          {customError ? (
            <p id={`${id}-custom-error`} className="text-xs text-destructive">
              {customError}
            </p>
          ) : null}
        </div>
        {parsed?.success && quality.data ? (
          <p className="text-sm leading-snug" aria-live="polite">
            <span className={cn("font-semibold", QUALITY_TONE[quality.data.label])}>{quality.data.label}.</span>{" "}
            <span className="text-muted-foreground">{describePrintQuality(parsed.data, quality.data)}</span>
          </p>
        ) : value.size && !artworkId ? (
          <p className="text-xs text-muted-foreground">Upload an artwork to see how sharp it prints at this size.</p>
        ) : null}
        <p className="text-xs leading-snug text-muted-foreground">
          Mats show inside each frame. The framed rooms are drawn with their own frames, so the frame choice applies to bare-wall rooms.
        </p>
      </CardContent>
    </Card>
  );
}
