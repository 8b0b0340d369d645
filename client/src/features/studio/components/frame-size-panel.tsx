import { useId } from "react";
import type { FitMode } from "@shared/constants";
import { readPrintSize } from "@shared/print-size-text";
import { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, FRAME_STYLES, MAT_STYLES, type FrameStyle, type MatStyle } from "@shared/render-choices";
import type { RenderOptionsInput } from "@shared/render-options";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { usePrintQuality } from "../api/print-quality";
import { describePrintQuality } from "../lib/describe-print-quality";
import { NativeSelect } from "./native-select";
import { PrintSizeSelect } from "./print-size-select";

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
const QUALITY_TONE = { Excellent: "text-emerald-700", Good: "text-emerald-700", Fair: "text-amber-700", Low: "text-destructive" } as const;

type WidthSelectProps = { id: string; label: string; widths: number[]; value: number; onChange: (cm: number) => void; className?: string };

function WidthSelect({ id, label, widths, value, onChange, className }: WidthSelectProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {widths.map((cm) => (
          <option key={cm} value={String(cm)}>
            {cm} cm
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type FrameSizePanelProps = {
  value: FrameChoice;
  onChange: (value: FrameChoice) => void;
  artworkId: string | null;
  /** The current artwork's pixel size (print sizes follow its orientation), once known. */
  art: { width: number; height: number } | null;
  fit: FitMode;
  /** Whether the grid shows a bare wall or a rendered room: the rooms where the frame choice is drawn. */
  takesFrames: boolean;
};

/** Frame, mat and print size beside Fitting Options, with how sharp the artwork prints at that size. */
export function FrameSizePanel({ value, onChange, artworkId, art, fit, takesFrames }: FrameSizePanelProps) {
  const id = useId();
  const quality = usePrintQuality(artworkId, value.size, fit);
  const read = value.size ? readPrintSize(value.size) : null;
  const size = read && "size" in read ? read.size : null;
  const showFrameWidth = value.frame !== "none" && takesFrames;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Frame &amp; size</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-frame`}>Frame</Label>
            <NativeSelect
              id={`${id}-frame`}
              value={value.frame}
              disabled={!takesFrames}
              aria-describedby={`${id}-frame-note`}
              onChange={(e) => onChange({ ...value, frame: e.target.value as FrameStyle })}
            >
              {FRAME_STYLES.map((f) => (
                <option key={f} value={f}>
                  {FRAME_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-mat`}>Mat</Label>
            <NativeSelect id={`${id}-mat`} value={value.mat} onChange={(e) => onChange({ ...value, mat: e.target.value as MatStyle })}>
              {MAT_STYLES.map((m) => (
                <option key={m} value={m}>
                  {MAT_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {showFrameWidth ? (
            <WidthSelect id={`${id}-frame-width`} label="Frame width" widths={FRAME_WIDTHS_CM} value={value.frameWidth} onChange={(frameWidth) => onChange({ ...value, frameWidth })} />
          ) : null}
          {value.mat !== "none" ? (
            <WidthSelect
              id={`${id}-mat-width`}
              label="Mat width"
              widths={MAT_WIDTHS_CM}
              value={value.matWidth}
              onChange={(matWidth) => onChange({ ...value, matWidth })}
              className={showFrameWidth ? undefined : "col-start-2"}
            />
          ) : null}
          <p id={`${id}-frame-note`} className="col-span-2 text-xs leading-snug text-muted-foreground">
            {takesFrames
              ? "The frame dresses bare walls and rendered rooms. Photographed frames keep their own frame and mat."
              : "These rooms come framed, so there is no frame to choose. A mat is added only where a frame has none."}
          </p>
        </div>
        <PrintSizeSelect id={`${id}-size`} value={value.size} art={art} onChange={(size) => onChange({ ...value, size })} />
        {size && quality.data ? (
          <p className="text-sm leading-snug" aria-live="polite">
            <span className={cn("font-semibold", QUALITY_TONE[quality.data.label])}>{quality.data.label}.</span>{" "}
            <span className="text-muted-foreground">{describePrintQuality(size, quality.data)}</span>
          </p>
        ) : value.size && !artworkId ? (
          <p className="text-xs text-muted-foreground">Upload an artwork to see how sharp it prints at this size.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
