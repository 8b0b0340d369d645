import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Point } from "@shared/template-window";
import { type TemplateWindows, templateWindowsSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { invalidateTemplates } from "@/lib/templates/template-keys";

/** GET /api/templates/{id}/windows: a photo template's size and corners, for the corner editor. */
export async function getTemplateWindows(id: number): Promise<TemplateWindows> {
  const res = await apiRequest("GET", `/api/templates/${id}/windows`);
  return templateWindowsSchema.parse(await res.json());
}

/** Reads the corners afresh each time the editor opens (not cached: they change under the same id). */
export function useLoadTemplateWindows() {
  return useMutation({
    mutationFn: getTemplateWindows,
    meta: { errorTitle: "Could not open the frame editor", errorFallback: "The template's frame could not be loaded. Please try again." },
  });
}

export type PlaceTemplateWindowsInput = { id: number; name: string; quads: Point[][] };

/** PUT /api/templates/{id}/windows: the corrected corners (the server validates them). */
export async function placeTemplateWindows({ id, quads }: PlaceTemplateWindowsInput): Promise<TemplateWindows> {
  const res = await apiRequest("PUT", `/api/templates/${id}/windows`, { windows: quads.map((quad) => ({ quad })) });
  return templateWindowsSchema.parse(await res.json());
}

export function usePlaceTemplateWindows({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeTemplateWindows,
    meta: { errorTitle: "Update failed", errorFallback: "The frame could not be saved. Please try again." },
    onSuccess: async (_saved, input) => {
      toast({ title: "Template updated", description: `The frame in "${input.name}" was moved; previews use it from now on.` });
      onSaved?.();
      await invalidateTemplates(queryClient);
    },
  });
}
