import type { Artwork } from "@shared/artworks";
import { apiRequest } from "@/lib/api";

/**
 * GET /api/artworks?ids=…: which of the artworks this browser remembers are still the caller's
 * (the server leaves out expired ones and anyone else's), in the order asked.
 */
export async function getArtworks(ids: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<Artwork[]> {
  const res = await apiRequest("GET", `/api/artworks?ids=${ids.map(encodeURIComponent).join(",")}`, undefined, { signal });
  // Read by its type, like every answer a first screen needs (docs/decisions/0015-first-screens-build-no-schemas.md).
  return (await res.json()) as Artwork[];
}
