import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Share } from "@shared/shares";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { mockupSharesKey } from "./get-mockup-shares";

export async function revokeShare(token: string): Promise<void> {
  await apiRequest("DELETE", `/api/shares/${token}`);
}

export function useRevokeShare(mockupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    meta: { errorTitle: "Could not revoke the link" },
    onSuccess: (_data, token) => {
      queryClient.setQueryData<Share[]>(mockupSharesKey(mockupId), (list) => list?.filter((s) => s.token !== token));
      void queryClient.invalidateQueries({ queryKey: mockupSharesKey(mockupId) });
      toast({ title: "Link revoked", description: "Anyone opening it now sees that it is no longer available." });
    },
  });
}
