import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Room } from "@shared/rooms";
import { uploadWithProgress } from "@/lib/api";
import { ROOMS_KEY } from "./rooms-key";

export type CreateRoomInput = { file: File; onProgress?: (percent: number) => void };

/**
 * POST /api/rooms: the photo becomes a room with its windows found (or one proposed); a
 * Photoshop mockup, with its smart objects as the windows. With upload progress: a PSD can be
 * 300 MB.
 */
export async function createRoom({ file, onProgress }: CreateRoomInput): Promise<Room> {
  const form = new FormData();
  form.append("image", file, file.name);
  form.append("name", file.name.replace(/\.\w+$/, "").slice(0, 200) || "My Room");
  // Read by its type: the studio's first screen loads this (docs/decisions/0015).
  return (await uploadWithProgress(ROOMS_KEY[0], form, { onProgress })) as Room;
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  // The file's upload, 0–100, while it goes out; null before and after.
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => createRoom({ file, onProgress: setProgress }),
    meta: { errorTitle: "Room upload failed" },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
  return Object.assign(mutation, { progress });
}
