import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Room } from "@shared/rooms";
import type { Point } from "@shared/template-window";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast-store";
import { useUpdateRoom } from "../api/update-room";
import { moveQuad, quadTransform } from "../lib/quad-transform";

const CORNER_NAMES = ["Top-left", "Top-right", "Bottom-right", "Bottom-left"] as const;
/** Art shown in the quad before an artwork is chosen: a soft placeholder the size of a canvas. */
const ART_BOX = 1000;

type Drag = { corner: number | null; x: number; y: number; start: Point[] };

type RoomEditorProps = { room: Room | null; artUrl: string | null; onClose: () => void; onSaved: () => void };

/**
 * The corner editor: the room photo with its window's quad; drag a corner (or the whole quad)
 * with mouse or touch, or Tab to a corner and move it with the arrow keys (1 px, Shift 10 px).
 * The chosen artwork is warped into the quad live by the browser (a CSS homography), then Save
 * sends the corners to the server, which renders every preview and download from them.
 */
export function RoomEditor({ room, artUrl, onClose, onSaved }: RoomEditorProps) {
  return (
    <Dialog open={room !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto p-4 sm:p-6">
        {room && <EditorBody key={room.id} room={room} artUrl={artUrl} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function EditorBody({ room, artUrl, onClose, onSaved }: Omit<RoomEditorProps, "room"> & { room: Room }) {
  const width = room.width ?? 1;
  const height = room.height ?? 1;
  const [quad, setQuad] = useState<Point[]>(() => room.windows[0]?.quad.map(([x, y]): Point => [x, y]) ?? []);
  const [displayWidth, setDisplayWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const update = useUpdateRoom();
  const detected = room.windows[0]?.detected ?? false;

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => setDisplayWidth(frame.clientWidth));
    observer.observe(frame);
    setDisplayWidth(frame.clientWidth);
    return () => observer.disconnect();
  }, []);

  const scale = displayWidth / width;
  // One handler for the quad and its corners: `data-corner` says which (absent: the whole quad).
  const startDrag = (e: PointerEvent<SVGElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    const corner = e.currentTarget.dataset.corner;
    drag.current = { corner: corner === undefined ? null : Number(corner), x: e.clientX, y: e.clientY, start: quad };
  };
  const onMove = (e: PointerEvent<SVGElement>) => {
    const d = drag.current;
    if (!d || scale <= 0) return;
    setQuad(moveQuad(d.start, d.corner, (e.clientX - d.x) / scale, (e.clientY - d.y) / scale, width, height));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKey = (e: KeyboardEvent<SVGElement>) => {
    const corner = Number(e.currentTarget.dataset.corner);
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setQuad((q) => moveQuad(q, corner, move[0], move[1], width, height));
  };

  const save = () =>
    update.mutate(
      { id: room.id, quads: [quad.map(([x, y]): Point => [Math.round(x * 100) / 100, Math.round(y * 100) / 100])] },
      {
        onSuccess: () => {
          toast({ title: "Room saved", description: "Apply your artwork to see it in this room." });
          onSaved();
          onClose();
        },
      },
    );

  // Handles about 24 screen px across at any photo size: a fingertip target on a phone.
  const handle = scale > 0 ? 12 / scale : Math.max(width, height) / 60;
  const displayQuad = quad.map(([x, y]): Point => [x * scale, y * scale]);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Place the frame in {room.name}</DialogTitle>
        <DialogDescription>
          {detected ? "We found a frame in your photo. " : ""}
          Drag the corners (or the whole frame) onto the picture on your wall. Keyboard: Tab to a corner, arrow keys move it (Shift: 10 px).
        </DialogDescription>
      </DialogHeader>
      <div
        ref={frameRef}
        className="relative mx-auto touch-none select-none overflow-hidden rounded-lg border bg-muted"
        // As wide as the dialog, but never so tall that Save falls below a phone's or laptop's fold.
        style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(58dvh * ${width / height}))` }}
        data-testid="room-editor-canvas"
      >
        <img src={room.imageUrl} alt={`Photo of ${room.name}`} className="absolute inset-0 size-full" draggable={false} />
        {displayWidth > 0 && quad.length === 4 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute left-0 top-0 origin-top-left"
            style={{ width: ART_BOX, height: ART_BOX, transform: quadTransform(displayQuad, ART_BOX, ART_BOX) }}
          >
            {artUrl ? (
              <img src={artUrl} alt="" className="size-full" draggable={false} />
            ) : (
              <div className="size-full bg-primary/25" />
            )}
          </div>
        )}
        {quad.length === 4 && (
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full"
            onPointerMove={onMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <polygon
              points={quad.map((p) => p.join(",")).join(" ")}
              className="cursor-move fill-transparent stroke-primary"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              onPointerDown={startDrag}
              data-testid="room-quad"
            />
            {quad.map(([x, y], i) => (
              <circle
                key={CORNER_NAMES[i]}
                cx={x}
                cy={y}
                r={handle}
                role="slider"
                tabIndex={0}
                aria-label={`${CORNER_NAMES[i]} corner`}
                aria-valuetext={`${Math.round(x)}, ${Math.round(y)}`}
                aria-valuenow={Math.round(x)}
                className="cursor-grab fill-card stroke-primary outline-none focus-visible:fill-primary"
                strokeWidth={handle / 4}
                onPointerDown={startDrag}
                data-corner={i}
                onKeyDown={onKey}
                data-testid={`room-corner-${i}`}
              />
            ))}
          </svg>
        )}
      </div>
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
