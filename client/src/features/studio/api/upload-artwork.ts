import { useMutation } from "@tanstack/react-query";
import { type Artwork, artworkSchema } from "@shared/artworks";
import { ApiError } from "@/lib/api";

export type UploadArtworkInput = { file: File; onProgress?: (percent: number) => void };

/**
 * POST /api/artworks with the file as `image`. XMLHttpRequest rather than fetch because only
 * it reports upload progress. Failures are the same `ApiError` as `apiRequest`'s, so the central
 * toast finds the server's message and callers can read its code.
 */
export function uploadArtwork({ file, onProgress }: UploadArtworkInput): Promise<Artwork> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/artworks");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(artworkSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error("Unexpected answer from the server"));
      }
    };
    xhr.onerror = () => reject(new Error("Network error: the upload did not reach the server"));
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
}

/** The artwork is uploaded once; every preview and export is rendered from it on the server. */
export function useUploadArtwork() {
  return useMutation({
    mutationFn: uploadArtwork,
    meta: { errorTitle: "Upload failed", errorFallback: "Your artwork could not be uploaded. Please try again." },
  });
}
