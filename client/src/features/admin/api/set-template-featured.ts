import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Template, templateSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { TEMPLATES_KEY, invalidateTemplates } from "@/lib/templates/template-keys";

export type SetFeaturedInput = { id: number; featured: boolean };

export async function setTemplateFeatured({ id, featured }: SetFeaturedInput): Promise<Template> {
  const res = await apiRequest("PUT", `/api/templates/${id}`, { featured });
  return templateSchema.parse(await res.json());
}

/** Marks or unmarks one template as featured; the list shows the answer before the refetch lands. */
export function useSetTemplateFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemplateFeatured,
    meta: { errorTitle: "Update failed", errorFallback: "The template could not be updated. Please try again." },
    onSuccess: async (updated) => {
      queryClient.setQueryData<Template[]>(TEMPLATES_KEY, (list) => list?.map((t) => (t.id === updated.id ? updated : t)));
      toast({
        title: "Template updated",
        description: updated.featured ? `"${updated.name}" is now featured.` : `"${updated.name}" is no longer featured.`,
      });
      await invalidateTemplates(queryClient);
    },
  });
}
