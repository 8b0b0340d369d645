import type { QueryClient } from "@tanstack/react-query";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { CATALOGUE_STATUS_KEY, getCatalogueStatus } from "@/lib/templates/get-catalogue-status";
import { getTemplates } from "@/lib/templates/get-templates";
import { TEMPLATES_KEY } from "@/lib/templates/template-keys";
import { getRooms } from "./api/get-rooms";
import { ROOMS_KEY } from "./api/rooms-key";

/**
 * Asks for what the studio's first screen lists while its code is still on the way: the
 * catalogue, its status and (with a session) the user's rooms. The studio then renders once,
 * with them, instead of rendering its placeholders and asking only then.
 */
export function prefetchStudio(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ queryKey: TEMPLATES_KEY, queryFn: getTemplates });
  void queryClient.prefetchQuery({ queryKey: CATALOGUE_STATUS_KEY, queryFn: getCatalogueStatus });
  if (hasSignedInHint()) void queryClient.prefetchQuery({ queryKey: ROOMS_KEY, queryFn: getRooms });
}
