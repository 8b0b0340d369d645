import { Maximize, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MAX_ZOOM } from "./quad-view";

type QuadToolbarProps = {
  canUndo: boolean;
  onUndo: () => void;
  zoom: number;
  onZoom: (factor: number) => void;
  onFit: () => void;
};

/** Steps of the zoom buttons: three presses go from the whole photo to about 3.4×. */
export const ZOOM_STEP = 1.5;

/** Undo and zoom under the photo: what a pinch and Ctrl/Cmd+Z do, as buttons anyone can reach. */
export function QuadToolbar({ canUndo, onUndo, zoom, onZoom, onFit }: QuadToolbarProps) {
  const isFit = zoom <= 1.001;
  return (
    <div className="flex items-center justify-between gap-2">
      <Button type="button" variant="outline" size="sm" className="pointer-coarse:h-10 pointer-coarse:px-4" disabled={!canUndo} onClick={onUndo} title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z Meta+Z">
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
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
