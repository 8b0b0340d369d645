import type { Room } from "@shared/rooms";
import { WallScaleDialog } from "@/components/wall-scale/wall-scale-dialog";
import { toast } from "@/lib/toast-store";
import { useSetRoomWall } from "../api/set-room-wall";

type RoomWallScaleDialogProps = { room: Room | null; onClose: () => void; onSaved: () => void };

/** The same reference line the admin draws on a template, for one of the user's own rooms. */
export function RoomWallScaleDialog({ room, onClose, onSaved }: RoomWallScaleDialogProps) {
  const save = useSetRoomWall();
  if (!room) return null;
  return (
    <WallScaleDialog
      key={room.id}
      target={room}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      pending={save.isPending}
      onSave={(wall, { onError }) =>
        save.mutate(
          { id: room.id, wall },
          {
            onError,
            onSuccess: (updated) => {
              toast({
                title: "Wall scale saved",
                description: updated.pxPerCm
                  ? `"${updated.name}" hangs prints at true size. Apply your artwork to see it.`
                  : `"${updated.name}" shows your art in its frame again.`,
              });
              onSaved();
              onClose();
            },
          },
        )
      }
    />
  );
}
