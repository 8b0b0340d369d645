import { useQuery } from "@tanstack/react-query";
import type { Room } from "@shared/rooms";
import { apiRequest } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

export async function getRooms({ signal }: { signal?: AbortSignal } = {}): Promise<Room[]> {
  const res = await apiRequest("GET", ROOMS_KEY[0], undefined, { signal });
  // Read by its type, like every answer a first screen needs (docs/decisions/0015-first-screens-build-no-schemas.md).
  return (await res.json()) as Room[];
}

/** The user's rooms; nothing is asked for signed-out visitors (they have none). */
export function useRooms(signedIn: boolean) {
  return useQuery({ queryKey: ROOMS_KEY, queryFn: getRooms, enabled: signedIn });
}
