import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Room, roomSchema } from "@shared/rooms";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

const roomListSchema = z.array(roomSchema);

export async function getRooms({ signal }: { signal?: AbortSignal } = {}): Promise<Room[]> {
  const res = await apiRequest("GET", ROOMS_KEY[0], undefined, { signal });
  return roomListSchema.parse(await res.json());
}

/** The user's rooms; nothing is asked for signed-out visitors (they have none). */
export function useRooms(signedIn: boolean) {
  return useQuery({ queryKey: ROOMS_KEY, queryFn: getRooms, enabled: signedIn });
}
