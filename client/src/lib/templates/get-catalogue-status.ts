import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, errorStatus } from "@/lib/api";

export const CATALOGUE_STATUS_KEY = ["/api/templates/catalogue-status"] as const;

/** While the server installs the starter catalogue (first start), how often to look again. */
export const CATALOGUE_POLL_MS = 1500;

const catalogueStatusSchema = z.object({
  status: z.enum(["installing", "ready"]),
  installed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type CatalogueStatus = z.infer<typeof catalogueStatusSchema>;

const READY: CatalogueStatus = { status: "ready", installed: 0, total: 0 };

export async function getCatalogueStatus({ signal }: { signal?: AbortSignal } = {}): Promise<CatalogueStatus> {
  try {
    const res = await apiRequest("GET", CATALOGUE_STATUS_KEY[0], undefined, { signal });
    return catalogueStatusSchema.parse(await res.json());
  } catch (error) {
    // A server from before this route has no installer to wait for.
    if (errorStatus(error) === 404) return READY;
    throw error;
  }
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
