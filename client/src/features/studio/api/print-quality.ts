import { useQuery } from "@tanstack/react-query";
import type { FitMode } from "@shared/constants";
import type { PrintQuality } from "@shared/print-size";
import { apiRequest } from "@/lib/api";

/** GET /api/artworks/{id}/print-quality for the chosen size (nothing to ask without both). */
export function usePrintQuality(artworkId: string | null, size: string | null, fit: FitMode) {
  return useQuery({
    queryKey: ["print-quality", artworkId, size, fit],
    enabled: artworkId !== null && size !== null,
    queryFn: async () => {
      const query = `size=${encodeURIComponent(size ?? "")}&fit=${fit}`;
      const res = await apiRequest("GET", `/api/artworks/${artworkId ?? ""}/print-quality?${query}`);
      // Read by its type: the studio's first screen loads this (docs/decisions/0015).
      return (await res.json()) as PrintQuality;
    },
    retry: false,
  });
}
