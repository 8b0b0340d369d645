import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Room, roomSchema } from "@shared/rooms";
import type { WallScaleInput } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

export type SetRoomWallInput = { id: number; wall: WallScaleInput | null };

/** PUT /api/rooms/{id} with the room's wall scale, anchor and default size (null removes them). */
export async function setRoomWall({ id, wall }: SetRoomWallInput): Promise<Room> {
  const res = await apiRequest("PUT", `${ROOMS_KEY[0]}/${id}`, { wall });
  return roomSchema.parse(await res.json());
}

export function useSetRoomWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRoomWall,
    meta: { errorTitle: "Could not save the wall scale" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}
