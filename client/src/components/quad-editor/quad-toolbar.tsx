import { Magnet, Maximize, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MAX_ZOOM } from "./quad-view";

type QuadToolbarProps = {
  canUndo: boolean;
  onUndo: () => void;
  zoom: number;
  onZoom: (factor: number) => void;
  onFit: () => void;
  /** Whether dragged corners snap to the photo's edges. */
  snap: boolean;
  onSnapChange: (on: boolean) => void;
};

/** Steps of the zoom buttons: three presses go from the whole photo to about 3.4×. */
export const ZOOM_STEP = 1.5;

/**
 * Undo, snapping and zoom under the photo: what a pinch, Alt and Ctrl/Cmd+Z do, as buttons anyone
 * can reach (a phone has no Alt key: Snap off places a corner freely there).
 */
export function QuadToolbar({ canUndo, onUndo, zoom, onZoom, onFit, snap, onSnapChange }: QuadToolbarProps) {
  const isFit = zoom <= 1.001;
  return (
    <div className="flex items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" className="pointer-coarse:h-10 pointer-coarse:px-4" disabled={!canUndo} onClick={onUndo} title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // On a phone the toolbar is full: the magnet alone, its name kept for screen readers.
          className={cn("pointer-coarse:h-10 pointer-coarse:px-4 max-sm:px-2.5 max-sm:pointer-coarse:px-3", snap && "border-primary/40 bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary")}
          aria-pressed={snap}
          onClick={() => onSnapChange(!snap)}
          title="Snap corners to the photo's edges (hold Alt to place one freely)"
        >
          <Magnet aria-hidden="true" />
          <span className="max-sm:sr-only">Snap</span>
        </Button>
      </div>
      <div role="group" aria-label="Zoom" className="flex items-center rounded-md border bg-card shadow-xs">
        <Button type="button" variant="ghost" size="sm" className="w-9 px-0 pointer-coarse:h-10 pointer-coarse:w-10" disabled={isFit} onClick={() => onZoom(1 / ZOOM_STEP)} aria-label="Zoom out" title="Zoom out">
          <ZoomOut aria-hidden="true" />
        </Button>
        <output aria-live="polite" aria-label="Zoom level" className="w-12 text-center text-xs font-medium tabular-nums text-muted-foreground">
          {Math.round(zoom * 100)}%
        </output>
        <Button type="button" variant="ghost" size="sm" className="w-9 px-0 pointer-coarse:h-10 pointer-coarse:w-10" disabled={zoom >= MAX_ZOOM - 0.001} onClick={() => onZoom(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in">
          <ZoomIn aria-hidden="true" />
        </Button>
        <span aria-hidden="true" className="h-5 w-px bg-border" />
        <Button type="button" variant="ghost" size="sm" className="w-9 px-0 pointer-coarse:h-10 pointer-coarse:w-10" disabled={isFit} onClick={onFit} aria-label="Show the whole photo" title="Show the whole photo">
          <Maximize aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
