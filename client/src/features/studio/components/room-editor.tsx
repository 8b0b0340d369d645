import { useState } from "react";
import type { Room } from "@shared/rooms";
import type { Point } from "@shared/template-window";
import { QuadEditor } from "@/components/quad-editor/quad-editor";
import { roundQuad } from "@/components/quad-editor/quad-transform";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast-store";
import { useUpdateRoom } from "../api/update-room";
import { RoomSmartObjectsDialog } from "./room-smart-objects-dialog";

type RoomEditorProps = { room: Room | null; artUrl: string | null; onClose: () => void; onSaved: () => void };

/**
 * The room's corner editor (the shared QuadEditor in a dialog): the chosen artwork is warped
 * into the quad live as a corner moves, then Save sends the corners to the server, which
 * renders every preview and download from them. A room made from a Photoshop mockup opens
 * its smart objects instead.
 */
export function RoomEditor({ room, artUrl, onClose, onSaved }: RoomEditorProps) {
  // A Photoshop room's windows are its smart objects: the user chooses them rather than placing corners.
  if (room?.psd) return <RoomSmartObjectsDialog room={room} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog open={room !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto p-4 sm:p-6">
        {room && <EditorBody key={room.id} room={room} artUrl={artUrl} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function EditorBody({ room, artUrl, onClose, onSaved }: Omit<RoomEditorProps, "room"> & { room: Room }) {
  // The studio places one window per room: the best one found (or proposed). Detection's other
  // proposals (best first) are one click away, in turn.
  const proposals = room.windows.filter((w) => w.detected).map((w) => w.quad.map(([x, y]): Point => [x, y]));
  const [proposal, setProposal] = useState(0);
  const [quads, setQuads] = useState<Point[][]>(() => room.windows.slice(0, 1).map((w) => w.quad.map(([x, y]): Point => [x, y])));
  const update = useUpdateRoom();
  const detected = room.windows[0]?.detected ?? false;
  const nextProposal = () => {
    const next = (proposal + 1) % proposals.length;
    setProposal(next);
    setQuads([proposals[next]!]);
  };

  const save = () =>
    update.mutate(
      { id: room.id, quads: quads.map(roundQuad) },
      {
        onSuccess: () => {
          toast({ title: "Room saved", description: "Apply your artwork to see it in this room." });
          onSaved();
          onClose();
        },
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Place the frame in {room.name}</DialogTitle>
        <DialogDescription>
          {detected ? "We found a frame in your photo. " : ""}
          Drag the corners (or the whole frame) onto the picture on your wall: they snap to its edges
          <span className="pointer-coarse:hidden"> (hold Alt to place one freely). Keyboard: Tab to a corner, arrow keys move it (Shift: 10 px).</span>
          <span className="hidden pointer-coarse:inline"> (Snap off places one freely). Two fingers zoom.</span>
        </DialogDescription>
        {proposals.length > 1 && (
          <p className="text-sm">
            <button type="button" className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none" onClick={nextProposal}>
              Not this one? {proposals.length - 1} more found
            </button>
            {proposal > 0 && (
              <span className="ml-2 text-muted-foreground" aria-live="polite">
                Showing {proposal + 1} of {proposals.length}
              </span>
            )}
          </p>
        )}
      </DialogHeader>
      <QuadEditor
        imageUrl={room.imageUrl}
        imageAlt={`Photo of ${room.name}`}
        width={room.width ?? 1}
        height={room.height ?? 1}
        quads={quads}
        onChange={setQuads}
        artUrl={artUrl}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Room"}
        </Button>
      </DialogFooter>
    </>
  );
}
