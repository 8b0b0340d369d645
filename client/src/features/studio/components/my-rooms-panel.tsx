import { useId, useRef, useState } from "react";
import { FileImage, ImagePlus, Layers, Pencil, Ruler } from "lucide-react";
import type { Room } from "@shared/rooms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { PSD_ACCEPT, isPsdFile, psdFileProblem } from "@/lib/psd-file";
import { ACCEPT_ATTRIBUTE, isAcceptedImage } from "../lib/accepted-image";

/** A room upload under way: its file, and its progress (0–100) while the body goes out. */
export type RoomUpload = { file: File | undefined; progress: number | null };

type MyRoomsPanelProps = {
  rooms: readonly Room[];
  isUploading: boolean;
  upload?: RoomUpload | null;
  onUpload: (file: File) => void;
  onEdit: (room: Room) => void;
  /** Opens the wall-scale editor: a reference line makes the room hang prints at true size. */
  onScale: (room: Room) => void;
  onlyRooms: boolean;
  onOnlyRoomsChange: (value: boolean) => void;
};

const ROOM_ACCEPT = `${ACCEPT_ATTRIBUTE},${PSD_ACCEPT}`;

/** Why a chosen file cannot become a room, before a byte goes out; null when it can. */
function roomFileProblem(file: File): string | null {
  if (isPsdFile(file)) return psdFileProblem(file);
  return isAcceptedImage(file) ? null : "Only JPEG and PNG photos or Photoshop files (.psd, .psb) are supported";
}

function uploadLabel(upload: RoomUpload | null | undefined): string {
  if (upload?.progress != null && upload.progress < 100) return `Uploading... ${upload.progress}%`;
  return upload?.file && isPsdFile(upload.file) ? "Reading the Photoshop file..." : "Finding the frame...";
}

/**
 * "My Rooms" beside the catalogue: upload a photo of your own wall (we find the frame, the user
 * adjusts it) or a Photoshop mockup (its smart objects are the windows), filter to your rooms.
 */
export function MyRoomsPanel({ rooms, isUploading, upload, onUpload, onEdit, onScale, onlyRooms, onOnlyRoomsChange }: MyRoomsPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">My Rooms</CardTitle>
        <CardDescription>Use a photo of your own wall (we find the frame, you can adjust it) or a Photoshop mockup (.psd, .psb).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <input
          ref={input}
          type="file"
          accept={ROOM_ACCEPT}
          className="sr-only"
          aria-label="Room photo"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-error` : undefined}
          data-testid="room-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            const problem = roomFileProblem(file);
            setFileError(problem);
            if (!problem) onUpload(file);
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={isUploading}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {isUploading ? uploadLabel(upload) : "Add a room photo"}
        </Button>
        {isUploading && upload?.progress != null ? <Progress value={upload.progress} aria-label="Room upload progress" className="h-1.5" /> : null}
        {fileError ? (
          <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-destructive">
            {fileError}
          </p>
        ) : null}
        {rooms.length > 0 && (
          <>
            <ul className="grid grid-cols-1 gap-2">
              {rooms.map((room) => (
                <li key={room.id} className="flex items-center gap-2 rounded-lg border p-2">
                  <img src={room.thumbnailUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {room.name}
                    {room.pxPerCm !== null && <span className="block text-xs text-muted-foreground">True size</span>}
                    {room.psd && (
                      <span className="flex items-center gap-1 text-xs text-muted-foreground">
                        <FileImage className="size-3" aria-hidden="true" />
                        Photoshop
                      </span>
                    )}
                  </span>
                  {room.psd ? (
                    // Its windows are its smart objects: chosen, not drawn, and never a bare wall.
                    <Button size="sm" variant="ghost" onClick={() => onEdit(room)} aria-label={`Smart objects in ${room.name}`}>
                      <Layers className="size-3.5" aria-hidden="true" />
                      Edit
                    </Button>
                  ) : (
                    <>
                      <Button size="sm" variant="ghost" onClick={() => onScale(room)} aria-label={`Wall scale of ${room.name}`}>
                        <Ruler className="size-3.5" aria-hidden="true" />
                        Scale
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => onEdit(room)} aria-label={`Edit frame in ${room.name}`}>
                        <Pencil className="size-3.5" aria-hidden="true" />
                        Edit
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-only`} checked={onlyRooms} onCheckedChange={(v) => onOnlyRoomsChange(v === true)} />
              <Label htmlFor={`${id}-only`} className="text-sm font-normal">
                Show only My Rooms
              </Label>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
