import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreatedShare, type CreateShareInput, createdShareSchema } from "@shared/shares";
import { apiRequest } from "@/lib/api";
import { mockupSharesKey } from "./get-mockup-shares";

export async function createShare(mockupId: number, input: CreateShareInput): Promise<CreatedShare> {
  const res = await apiRequest("POST", `/api/mockups/${mockupId}/share`, input);
  return createdShareSchema.parse(await res.json());
}

export function useCreateShare(mockupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => createShare(mockupId, input),
    meta: { errorTitle: "Could not create the link" },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mockupSharesKey(mockupId) }),
  });
}
