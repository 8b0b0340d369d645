import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiKey, apiKeySchema } from "@shared/api-keys";
import { apiRequest } from "@/lib/api";

export const API_KEYS_KEY = ["/api/account/api-keys"] as const;

export async function getApiKeys(): Promise<ApiKey[]> {
  const res = await apiRequest("GET", API_KEYS_KEY[0]);
  return z.array(apiKeySchema).parse(await res.json());
}

/** The keys that still work, newest first (the server's order). */
export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: getApiKeys });
}
