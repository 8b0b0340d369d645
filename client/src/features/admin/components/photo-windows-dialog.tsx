import type { RoomWindow } from "@shared/rooms";
import type { Point } from "@shared/template-window";
import { RotateCcw, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { QuadEditor } from "@/components/quad-editor/quad-editor";
import { roundQuad } from "@/components/quad-editor/quad-transform";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogSaveFooter } from "@/components/ui/dialog-save-footer";
import { SAMPLE_ART_URL } from "../lib/sample-art";

/** A photo and the windows found (or proposed) in it, in its pixels. */
export type PhotoWindows = { imageUrl: string; width: number; height: number; windows: RoomWindow[] };

type PhotoWindowsDialogProps = {
  /** Open while set. */
  photo: PhotoWindows | null;
  title: string;
  /** Replaces the line about what detection found (a template's stored corners were placed, not found). */
  intro?: string;
  /** A line naming what is being placed (the new template's name and filters, say). */
  summary?: ReactNode;
  saveLabel: string;
  saving: boolean;
  onSave: (quads: Point[][]) => void;
  onClose: () => void;
};

/**
 * The admin's corner editor for a photo template: the studio's QuadEditor in a dialog, with
 * a sample picture warped into each window, a way to drop windows the detection offered but
 * the admin does not want, and a reset to the corners as they were.
 */
export function PhotoWindowsDialog({ photo, onClose, ...rest }: PhotoWindowsDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && !rest.saving && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto p-4 sm:p-6">
        {photo && <EditorBody key={photo.imageUrl} photo={photo} onClose={onClose} {...rest} />}
      </DialogContent>
    </Dialog>
  );
}

const copy = (windows: RoomWindow[]) => windows.map((w) => w.quad.map(([x, y]): Point => [x, y]));

function foundLine(windows: RoomWindow[]): string {
  const found = windows.filter((w) => w.detected).length;
  if (found === 0) return "No frame was found in this photo: drag the window onto the place where the art should hang.";
  if (found === 1) return "We found a frame in this photo. Check its corners.";
  return `We found ${found} frames in this photo. Check their corners, and remove any that are not frames.`;
}

function EditorBody({ photo, title, intro, summary, saveLabel, saving, onSave, onClose }: Omit<PhotoWindowsDialogProps, "photo"> & { photo: PhotoWindows }) {
  const [quads, setQuads] = useState<Point[][]>(() => copy(photo.windows));
  const [active, setActive] = useState(0);
  const changed = JSON.stringify(quads) !== JSON.stringify(copy(photo.windows));

  const remove = (index: number) => {
    setQuads((q) => q.filter((_, i) => i !== index));
    setActive(0);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {intro ?? foundLine(photo.windows)} Drag a corner (or the whole window) with mouse or touch; keyboard: Tab to a corner, arrow keys move it (Shift: 10 px). The art is
          drawn over the photo there, in the photo&apos;s light.
        </DialogDescription>
      </DialogHeader>
      {summary ? <div className="rounded-md bg-muted/60 px-3 py-2 text-sm">{summary}</div> : null}
      <QuadEditor
        imageUrl={photo.imageUrl}
        imageAlt="The template photo"
        width={photo.width}
        height={photo.height}
        quads={quads}
        onChange={setQuads}
        artUrl={SAMPLE_ART_URL}
        activeWindow={active}
        testId="template"
      />
      <div className="flex flex-wrap items-center gap-2">
        {quads.length > 1 ? (
          <ul aria-label="Windows" className="flex flex-wrap gap-2">
            {quads.map((_, i) => (
              <li key={i} className="flex items-center rounded-full border bg-card pl-3 text-sm" onMouseEnter={() => setActive(i)} onFocus={() => setActive(i)}>
                Window {i + 1}
                <Button type="button" variant="ghost" size="icon" className="size-8 rounded-full" disabled={saving} onClick={() => remove(i)}>
                  <X aria-hidden="true" />
                  <span className="sr-only">Remove window {i + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {changed ? (
          <Button type="button" variant="ghost" size="sm" className="sm:ml-auto" disabled={saving} onClick={() => setQuads(copy(photo.windows))}>
            <RotateCcw aria-hidden="true" />
            Reset corners
          </Button>
        ) : null}
      </div>
      <DialogSaveFooter saveLabel={saveLabel} saving={saving} disabled={quads.length === 0} onSave={() => onSave(quads.map(roundQuad))} onClose={onClose} />
    </>
  );
}
