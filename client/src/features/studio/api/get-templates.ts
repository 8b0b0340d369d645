import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { templateSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";

/** The admin screen refreshes this key after template changes (spec §7). */
export const TEMPLATES_KEY = ["/api/templates"] as const;

export async function getTemplates({ signal }: { signal?: AbortSignal } = {}) {
  const res = await apiRequest("GET", TEMPLATES_KEY[0], undefined, { signal });
  return z.array(templateSchema).parse(await res.json());
}

/** The catalogue in "Mockup #N" order. A failure is shown in the grid (spec §7: 'Failed to fetch templates'). */
export function useTemplates() {
  return useQuery({ queryKey: TEMPLATES_KEY, queryFn: getTemplates });
}
