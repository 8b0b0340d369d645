import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Template } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { TEMPLATES_KEY, invalidateTemplates } from "@/lib/templates/template-keys";

export async function deleteTemplate(template: Pick<Template, "id">): Promise<void> {
  await apiRequest("DELETE", `/api/templates/${template.id}`);
}

export function useDeleteTemplate({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: Pick<Template, "id" | "name">) => deleteTemplate(template),
    meta: { errorTitle: "Delete failed", errorFallback: "The template could not be deleted. Please try again." },
    onSuccess: async (_result, template) => {
      queryClient.setQueryData<Template[]>(TEMPLATES_KEY, (list) => list?.filter((t) => t.id !== template.id));
      toast({ title: "Template deleted", description: `"${template.name}" was removed from the catalogue.` });
      onDeleted?.();
      await invalidateTemplates(queryClient);
    },
  });
}
