import { useId, useRef } from "react";
import { ImagePlus, Pencil, Ruler } from "lucide-react";
import type { Room } from "@shared/rooms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

type MyRoomsPanelProps = {
  rooms: readonly Room[];
  isUploading: boolean;
  onUpload: (file: File) => void;
  onEdit: (room: Room) => void;
  /** Opens the wall-scale editor: a reference line makes the room hang prints at true size. */
  onScale: (room: Room) => void;
  onlyRooms: boolean;
  onOnlyRoomsChange: (value: boolean) => void;
};

/** "My Rooms" beside the catalogue: upload a photo of your own wall, place its frame, filter to your rooms. */
export function MyRoomsPanel({ rooms, isUploading, onUpload, onEdit, onScale, onlyRooms, onOnlyRoomsChange }: MyRoomsPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">My Rooms</CardTitle>
        <CardDescription>Use a photo of your own wall: we find the frame, you can adjust it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          aria-label="Room photo"
          data-testid="room-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onUpload(file);
            e.target.value = "";
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={isUploading}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {isUploading ? "Finding the frame..." : "Add a room photo"}
        </Button>
        {rooms.length > 0 && (
          <>
            <ul className="grid grid-cols-1 gap-2">
              {rooms.map((room) => (
                <li key={room.id} className="flex items-center gap-2 rounded-lg border p-2">
                  <img src={room.thumbnailUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {room.name}
                    {room.pxPerCm !== null && <span className="block text-xs text-muted-foreground">True size</span>}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => onScale(room)} aria-label={`Wall scale of ${room.name}`}>
                    <Ruler className="size-3.5" aria-hidden="true" />
                    Scale
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onEdit(room)} aria-label={`Edit frame in ${room.name}`}>
                    <Pencil className="size-3.5" aria-hidden="true" />
                    Edit
                  </Button>
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
