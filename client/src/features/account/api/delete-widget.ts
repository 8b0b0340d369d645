import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { WIDGETS_KEY } from "./get-widgets";

export async function deleteWidget(id: string) {
  await apiRequest("DELETE", `${WIDGETS_KEY[0]}/${id}`);
}

export function useDeleteWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWidget,
    meta: { errorTitle: "Could not delete the widget" },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WIDGETS_KEY });
      toast({ title: "Widget deleted", description: "Shops embedding it show nothing from now on." });
    },
  });
}
