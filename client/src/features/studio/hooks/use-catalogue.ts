import { useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useRef } from "react";
import { CATALOGUE_POLL_MS, useCatalogueStatus } from "@/lib/templates/get-catalogue-status";
import { useTemplates } from "@/lib/templates/get-templates";
import { TEMPLATES_KEY } from "@/lib/templates/template-keys";

export type CataloguePreparing = { installed: number; total: number };

/**
 * The templates, kept current while the server installs the starter catalogue on its first
 * start: both the progress and the list are fetched again until it is ready, so the grid
 * fills in by itself. Once ready, nothing polls.
 */
export function useCatalogue() {
  const queryClient = useQueryClient();
  const status = useCatalogueStatus().data;
  const installing = status?.status === "installing";
  const query = useTemplates({ refetchInterval: installing ? CATALOGUE_POLL_MS : false });
  // React Query hands the list over as an urgent update, which would build the grid and the
  // filters in one task (0.6 s on a phone's CPU: issue 32). As a deferred value React builds them
  // in the background, yielding between slices; the placeholders stay until then.
  const data = useDeferredValue(query.data);
  const templates = { data, isLoading: query.isLoading || (data === undefined && query.data !== undefined), isError: query.isError, refetch: query.refetch };

  // The last templates poll may have run just before the final ones landed: fetch once more.
  const wasInstalling = useRef(false);
  useEffect(() => {
    if (wasInstalling.current && !installing) void queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
    wasInstalling.current = installing;
  }, [installing, queryClient]);

  const preparing: CataloguePreparing | null = installing ? { installed: status.installed, total: status.total } : null;
  return { templates, preparing };
}
