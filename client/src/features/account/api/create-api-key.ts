import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateApiKeyInput, createdApiKeySchema } from "@shared/api-keys";
import { apiRequest } from "@/lib/api";
import { API_KEYS_KEY } from "./get-api-keys";

export async function createApiKey(input: CreateApiKeyInput) {
  const res = await apiRequest("POST", API_KEYS_KEY[0], input);
  return createdApiKeySchema.parse(await res.json());
}

/** The new key comes back whole exactly once: the caller shows it; the list refreshes. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
