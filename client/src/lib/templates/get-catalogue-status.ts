import { useQuery } from "@tanstack/react-query";
import type { CatalogueStatus } from "@shared/templates";
import { apiRequest } from "@/lib/api";

export const CATALOGUE_STATUS_KEY = ["/api/templates/catalogue-status"] as const;

/** While the server installs the starter catalogue (first start), how often to look again. */
export const CATALOGUE_POLL_MS = 1500;

export async function getCatalogueStatus({ signal }: { signal?: AbortSignal } = {}): Promise<CatalogueStatus> {
  const res = await apiRequest("GET", CATALOGUE_STATUS_KEY[0], undefined, { signal });
  // Read by its type, like every answer a first screen needs (docs/decisions/0015-first-screens-build-no-schemas.md).
  return (await res.json()) as CatalogueStatus;
}

/**
 * Whether the starter catalogue is still being installed, asked again every
 * CATALOGUE_POLL_MS while it is and never once it is ready.
 */
export function useCatalogueStatus() {
  return useQuery({
    queryKey: CATALOGUE_STATUS_KEY,
    queryFn: getCatalogueStatus,
    refetchInterval: (query) => (query.state.data?.status === "installing" ? CATALOGUE_POLL_MS : false),
  });
}
