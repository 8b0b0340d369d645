import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { API_KEYS_KEY } from "./get-api-keys";

export async function revokeApiKey(id: number) {
  await apiRequest("DELETE", `${API_KEYS_KEY[0]}/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    meta: { errorTitle: "Could not revoke the key" },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
      toast({ title: "Key revoked", description: "Requests with it are refused from now on." });
    },
  });
}
