import { useMemo, useState } from "react";
import { formatPrintSize, readPrintSize } from "@shared/print-size-text";
import { SIZE_RATIO_TOLERANCE, rankPrintSizes } from "@shared/print-size-suggestions";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "./native-select";

const CUSTOM = "custom";
/** Before an artwork is chosen, sizes are offered the way most prints hang: portrait, 5:7 first. */
const NO_ART = { width: 5, height: 7 };

type PrintSizeSelectProps = {
  id: string;
  /** The chosen size as the API takes it (`70x50cm`), or null: each room's own. */
  value: string | null;
  /** The current artwork's pixel size: the sizes follow its orientation and proportions. */
  art: { width: number; height: number } | null;
  onChange: (size: string | null) => void;
};

/**
 * Print size: automatic (bare walls hang the art at its own proportions, windows take it as their
 * frame is), the sizes of the art's proportions, other sizes in its orientation, or one typed in.
 * The same ranking (`rankPrintSizes`) picks a bare wall's default on the server.
 */
export function PrintSizeSelect({ id, value, art, onChange }: PrintSizeSelectProps) {
  const width = art?.width ?? NO_ART.width;
  const height = art?.height ?? NO_ART.height;
  const sizes = useMemo(() => rankPrintSizes({ width, height }), [width, height]);
  const matching = art ? sizes.filter((s) => s.ratioError <= SIZE_RATIO_TOLERANCE) : [];
  const others = art ? sizes.filter((s) => s.ratioError > SIZE_RATIO_TOLERANCE) : sizes;
  // A size chosen for another artwork, or typed in, shows in the custom field.
  const listed = value === null || sizes.some((s) => s.value === value);
  const [customOpen, setCustomOpen] = useState(!listed);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = customOpen || !listed;
  const typed = draft ?? (listed ? "" : (value ?? ""));

  const choose = (next: string) => {
    if (next === CUSTOM) {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setDraft(null);
    setError(null);
    onChange(next === "" ? null : next);
  };
  const applyCustom = () => {
    const read = readPrintSize(typed);
    if ("error" in read) {
      setError(read.error);
      return;
    }
    setError(null);
    setDraft(null);
    const size = formatPrintSize(read.size);
    if (size !== value) onChange(size);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Print size</Label>
      <NativeSelect id={id} value={open ? CUSTOM : (value ?? "")} onChange={(e) => choose(e.target.value)}>
        <option value="">Automatic: fits each room</option>
        {matching.length > 0 ? (
          <optgroup label="Your art's proportions">
            {matching.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={art ? "Other sizes" : "Sizes"}>
          {others.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </optgroup>
        <option value={CUSTOM}>Custom…</option>
      </NativeSelect>
      {open ? (
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
            value={typed}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={applyCustom}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-custom-error` : undefined}
          />
        </form>
      ) : null}
      {error ? (
        <p id={`${id}-custom-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {value === null && art ? <p className="text-xs text-muted-foreground">Bare walls hang your art at its own proportions.</p> : null}
    </div>
  );
}
