import { Crosshair, Ruler } from "lucide-react";
import { type PointerEvent, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { type ImagePoint, type WallScaleDraft, draftPrintRect, draftPxPerCm, lineLength, toImagePoint } from "@/lib/wall-scale";

type Tool = "line" | "anchor";

type WallScaleEditorProps = {
  src: string;
  alt: string;
  draft: WallScaleDraft;
  onChange: (draft: WallScaleDraft) => void;
  disabled?: boolean;
  error?: string | null;
};

const SIZE_SUGGESTIONS = ["30x40cm", "40x50cm", "50x70cm", "60x80cm", "70x100cm", "90x60cm", "16x20in", "24x36in"];

const TOOLS: { key: Tool; label: string; icon: typeof Ruler; hint: string }[] = [
  { key: "line", label: "Reference line", icon: Ruler, hint: "Drag along something on the wall plane whose length you know: a sofa, a door, a tile run." },
  { key: "anchor", label: "Anchor", icon: Crosshair, hint: "Click where the centre of the framed piece goes." },
];

/**
 * Sets a bare wall's scale and anchor on its photo: a line dragged over something of known
 * length (its length typed in cm) gives pixels per cm, a click places the piece's centre, and the
 * default print is outlined at that scale. Every value can also be typed.
 */
export function WallScaleEditor({ src, alt, draft, onChange, disabled, error }: WallScaleEditorProps) {
  const ids = useId();
  const [tool, setTool] = useState<Tool>(draft.storedPxPerCm ? "anchor" : "line");
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const dragging = useRef(false);
  const surface = useRef<SVGSVGElement>(null);
  const scale = draftPxPerCm(draft);
  const print = draftPrintRect(draft);

  const pointAt = (e: PointerEvent): ImagePoint | null => {
    const box = surface.current?.getBoundingClientRect();
    return box && natural ? toImagePoint(e.clientX, e.clientY, box, natural) : null;
  };
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    const p = pointAt(e);
    if (!p || disabled) return;
    if (tool === "anchor") {
      onChange({ ...draft, anchor: p });
      return;
    }
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    onChange({ ...draft, line: [p, p] });
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const p = pointAt(e);
    if (!dragging.current || !p || !draft.line) return;
    onChange({ ...draft, line: [draft.line[0], p] });
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = false;
    // A click without a drag is no line; a finished line moves on to the anchor when there is none.
    if (draft.line && lineLength(draft.line) < 2) onChange({ ...draft, line: null });
    else if (!draft.anchor) setTool("anchor");
  };
  const setAnchor = (axis: 0 | 1, text: string) => {
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) return;
    const next: ImagePoint = draft.anchor ? [...draft.anchor] : [0, 0];
    next[axis] = value;
    onChange({ ...draft, anchor: next });
  };
  // Marks stay the same size on screen whatever the photo's resolution.
  const mark = natural ? Math.max(natural.width, natural.height) / 120 : 10;
  const active = TOOLS.find((t) => t.key === tool);

  return (
    <div className="grid gap-3" role="group" aria-labelledby={`${ids}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${ids}-title`} className="text-sm font-medium">
          Wall scale
        </p>
        <div role="group" aria-label="Tool" className="inline-flex h-9 items-center rounded-lg bg-muted p-1">
          {TOOLS.map(({ key, label, icon: Icon }) => (
            <button
              key={key}
              type="button"
              aria-pressed={tool === key}
              disabled={disabled}
              onClick={() => setTool(key)}
              className="inline-flex h-full items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-muted-foreground transition-[color,background-color,box-shadow] hover:text-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </div>
      {/* Two lines reserved: switching tools must not move the image under the pointer. */}
      <p className="min-h-8 text-xs text-muted-foreground">{active?.hint}</p>
      <div className="relative w-full overflow-hidden rounded-md border bg-muted" style={natural ? { aspectRatio: `${natural.width} / ${natural.height}` } : undefined}>
        <img
          src={src}
          alt={alt}
          draggable={false}
          className={cn("block w-full select-none", natural && "absolute inset-0 size-full")}
          onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
        {natural ? (
          <svg
            ref={surface}
            data-testid="wall-scale-surface"
            aria-hidden="true"
            viewBox={`0 0 ${natural.width} ${natural.height}`}
            className={cn("absolute inset-0 size-full touch-none", disabled ? "cursor-default" : "cursor-crosshair")}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            {print ? (
              <rect {...print} fill="rgb(255 255 255 / 0.18)" stroke="#fff" strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
            ) : null}
            {draft.line ? (
              <g>
                <line x1={draft.line[0][0]} y1={draft.line[0][1]} x2={draft.line[1][0]} y2={draft.line[1][1]} stroke="#111" strokeWidth={5} vectorEffect="non-scaling-stroke" />
                <line x1={draft.line[0][0]} y1={draft.line[0][1]} x2={draft.line[1][0]} y2={draft.line[1][1]} stroke="#f6c445" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
                {draft.line.map(([x, y], i) => (
                  <circle key={i} cx={x} cy={y} r={mark * 0.6} fill="#f6c445" stroke="#111" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
                ))}
              </g>
            ) : null}
            {draft.anchor ? (
              <g stroke="#fff" strokeWidth={2} vectorEffect="non-scaling-stroke">
                <circle cx={draft.anchor[0]} cy={draft.anchor[1]} r={mark} fill="rgb(214 90 48 / 0.85)" vectorEffect="non-scaling-stroke" />
                <line x1={draft.anchor[0] - mark * 2} y1={draft.anchor[1]} x2={draft.anchor[0] + mark * 2} y2={draft.anchor[1]} vectorEffect="non-scaling-stroke" />
                <line x1={draft.anchor[0]} y1={draft.anchor[1] - mark * 2} x2={draft.anchor[0]} y2={draft.anchor[1] + mark * 2} vectorEffect="non-scaling-stroke" />
              </g>
            ) : null}
          </svg>
        ) : null}
      </div>
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-length`}>Length (cm)</Label>
          <Input
            id={`${ids}-length`}
            inputMode="decimal"
            placeholder="200"
            value={draft.lengthCm}
            disabled={disabled || !draft.line}
            onChange={(e) => onChange({ ...draft, lengthCm: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-size`}>Default size</Label>
          <Input id={`${ids}-size`} list={`${ids}-sizes`} placeholder="50x70cm" value={draft.defaultSize} disabled={disabled} onChange={(e) => onChange({ ...draft, defaultSize: e.target.value })} />
          <datalist id={`${ids}-sizes`}>
            {SIZE_SUGGESTIONS.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-x`}>Anchor x (px)</Label>
          <Input id={`${ids}-x`} inputMode="decimal" value={draft.anchor?.[0] ?? ""} disabled={disabled} onChange={(e) => setAnchor(0, e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-y`}>Anchor y (px)</Label>
          <Input id={`${ids}-y`} inputMode="decimal" value={draft.anchor?.[1] ?? ""} disabled={disabled} onChange={(e) => setAnchor(1, e.target.value)} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {scale ? `Scale: ${scale.toFixed(2)} px per cm${draft.line ? ` (line ${Math.round(lineLength(draft.line))} px)` : " (stored)"}` : "No scale yet: draw a reference line and enter its length."}
      </p>
      {error ? (
        <p role="alert" className="text-[13px] font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
