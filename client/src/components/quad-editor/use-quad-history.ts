import type { Point } from "@shared/template-window";
import { useEffect, useRef, useState } from "react";

/** Enough to walk back a long session of fiddling without holding every frame of it. */
const MAX_STEPS = 50;

/**
 * The editor's undo: `record(before)` once per finished drag (or run of key presses), `undo()`
 * restores the last one. Changes the caller makes itself (a reset, a removed window) start a
 * fresh history, because undoing past them would bring back what the caller dropped.
 */
export function useQuadHistory(quads: Point[][], onChange: (quads: Point[][]) => void) {
  const [past, setPast] = useState<Point[][][]>([]);
  const emitted = useRef(quads);

  useEffect(() => {
    if (quads === emitted.current) return;
    emitted.current = quads;
    setPast([]);
  }, [quads]);

  const change = (next: Point[][]) => {
    emitted.current = next;
    onChange(next);
  };
  const record = (before: Point[][]) => setPast((p) => [...p.slice(1 - MAX_STEPS), before]);
  const undo = () => {
    const last = past.at(-1);
    if (!last) return;
    setPast(past.slice(0, -1));
    change(last);
  };
  return { change, record, undo, canUndo: past.length > 0 };
}
