import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Room, roomSchema } from "@shared/rooms";
import type { Point } from "@shared/template-window";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

export type UpdateRoomInput = { id: number; quads: Point[][] };

/** PUT /api/rooms/{id}: the corrected quads (the server validates them). */
export async function updateRoom({ id, quads }: UpdateRoomInput): Promise<Room> {
  const res = await apiRequest("PUT", `${ROOMS_KEY[0]}/${id}`, { windows: quads.map((quad) => ({ quad })) });
  return roomSchema.parse(await res.json());
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    meta: { errorTitle: "Could not save the room" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}
