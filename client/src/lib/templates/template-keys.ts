import type { QueryClient } from "@tanstack/react-query";

/** The two cached template lists (spec §7); every template change refreshes both. */
export const TEMPLATES_KEY = ["/api/templates"] as const;
export const FEATURED_TEMPLATES_KEY = ["/api/templates/featured"] as const;

export function invalidateTemplates(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    queryClient.invalidateQueries({ queryKey: FEATURED_TEMPLATES_KEY }),
  ]).then(() => undefined);
}
