import { useQuery } from "@tanstack/react-query";
import type { Template } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { TEMPLATES_KEY } from "./template-keys";

export async function getTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<Template[]> {
  const res = await apiRequest("GET", TEMPLATES_KEY[0], undefined, { signal });
  // Read by its type, like every answer a first screen needs (docs/decisions/0015-first-screens-build-no-schemas.md).
  return (await res.json()) as Template[];
}

export type UseTemplatesOptions = {
  /** Milliseconds between refetches, or false (spec §9's default: no interval). */
  refetchInterval?: number | false;
};

/**
 * The whole catalogue in the server's "Mockup #N" order, one cache entry for the studio and the
 * admin screen. A failure is shown by the caller (spec §7: 'Failed to fetch templates').
 */
export function useTemplates({ refetchInterval = false }: UseTemplatesOptions = {}) {
  return useQuery({ queryKey: TEMPLATES_KEY, queryFn: getTemplates, refetchInterval });
}
