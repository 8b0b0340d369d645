import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createdWidgetSchema, type WidgetInput } from "@shared/widgets";
import { apiRequest } from "@/lib/api";
import { WIDGETS_KEY } from "./get-widgets";

export async function createWidget(input: WidgetInput) {
  const res = await apiRequest("POST", WIDGETS_KEY[0], input);
  return createdWidgetSchema.parse(await res.json());
}

export function useCreateWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWidget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WIDGETS_KEY }),
  });
}
