import type { Room } from "@shared/rooms";
import { PsdImportDialog } from "@/components/psd-import/psd-import-dialog";
import { toast } from "@/lib/toast-store";
import { useUpdateRoom } from "../api/update-room";

type RoomSmartObjectsDialogProps = { room: Room | null; onClose: () => void; onSaved: () => void };

/**
 * A room made from a Photoshop mockup: its windows are its smart objects, so instead of corners
 * the user ticks those that receive the art (the room is already saved with the server's
 * choice; Save sends the new one).
 */
export function RoomSmartObjectsDialog({ room, onClose, onSaved }: RoomSmartObjectsDialogProps) {
  const update = useUpdateRoom();
  return (
    <PsdImportDialog
      key={room?.id}
      psd={room?.psd ?? null}
      imageUrl={room?.imageUrl}
      title={room ? `Smart objects in ${room.name}` : ""}
      saveLabel="Save Room"
      saving={update.isPending}
      onSave={(smartObjects) =>
        room &&
        update.mutate(
          { id: room.id, smartObjects },
          {
            onSuccess: () => {
              toast({ title: "Room saved", description: "Apply your artwork to see it in this room." });
              onSaved();
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
