import { useMutation } from "@tanstack/react-query";
import type { Artwork } from "@shared/artworks";
import { uploadWithProgress } from "@/lib/api";

export type UploadArtworkInput = { file: File; onProgress?: (percent: number) => void };

/**
 * POST /api/artworks with the file as `image`, reporting upload progress. Failures are the same
 * `ApiError` as `apiRequest`'s, so the central toast finds the server's message and callers can
 * read its code.
 */
export async function uploadArtwork({ file, onProgress }: UploadArtworkInput): Promise<Artwork> {
  const form = new FormData();
  form.append("image", file);
  // Read by its type: the studio's first screen loads this (docs/decisions/0015).
  return (await uploadWithProgress("/api/artworks", form, { onProgress })) as Artwork;
}

/** The artwork is uploaded once; every preview and export is rendered from it on the server. */
export function useUploadArtwork() {
  return useMutation({
    mutationFn: uploadArtwork,
    meta: { errorTitle: "Upload failed", errorFallback: "Your artwork could not be uploaded. Please try again." },
  });
}
