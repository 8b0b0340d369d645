import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Room, roomSchema } from "@shared/rooms";
import type { Point } from "@shared/template-window";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

/** A photo room's corrected quads, or a Photoshop room's smart objects that receive the art. */
export type UpdateRoomInput = { id: number; quads: Point[][] } | { id: number; smartObjects: number[] };

/** PUT /api/rooms/{id} (the server validates the quads, or the choice against the document). */
export async function updateRoom(input: UpdateRoomInput): Promise<Room> {
  const body = "quads" in input ? { windows: input.quads.map((quad) => ({ quad })) } : { smartObjects: input.smartObjects };
  const res = await apiRequest("PUT", `${ROOMS_KEY[0]}/${input.id}`, body);
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
