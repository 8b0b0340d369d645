import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Template, type WallScaleInput, templateSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { TEMPLATES_KEY, invalidateTemplates } from "@/lib/templates/template-keys";

export type SetWallScaleInput = { id: number; wall: WallScaleInput | null };

/** PUT /api/templates/{id} with a bare wall's scale, anchor and default size (null removes them). */
export async function setWallScale({ id, wall }: SetWallScaleInput): Promise<Template> {
  const res = await apiRequest("PUT", `/api/templates/${id}`, { wall });
  return templateSchema.parse(await res.json());
}

export function useSetWallScale({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWallScale,
    meta: { errorTitle: "Update failed", errorFallback: "The wall scale could not be saved. Please try again." },
    onSuccess: async (updated) => {
      queryClient.setQueryData<Template[]>(TEMPLATES_KEY, (list) => list?.map((t) => (t.id === updated.id ? updated : t)));
      toast({
        title: "Template updated",
        description: updated.pxPerCm ? `"${updated.name}" hangs prints at true size (${updated.pxPerCm.toFixed(2)} px per cm).` : `"${updated.name}" no longer has a wall scale.`,
      });
      onSaved?.();
      await invalidateTemplates(queryClient);
    },
  });
}
