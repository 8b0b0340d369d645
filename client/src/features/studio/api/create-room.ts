import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Room, roomSchema } from "@shared/rooms";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

/** POST /api/rooms: the photo becomes a room with its windows found (or one proposed). */
export async function createRoom(file: File): Promise<Room> {
  const form = new FormData();
  form.append("image", file);
  form.append("name", file.name.replace(/\.\w+$/, "").slice(0, 200) || "My Room");
  const res = await apiRequest("POST", ROOMS_KEY[0], form);
  return roomSchema.parse(await res.json());
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    meta: { errorTitle: "Room upload failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}
