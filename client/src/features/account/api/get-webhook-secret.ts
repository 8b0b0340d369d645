import { useQuery } from "@tanstack/react-query";
import { type WebhookSecret, webhookSecretSchema } from "@shared/api-keys";
import { apiRequest } from "@/lib/api";

export const WEBHOOK_SECRET_KEY = ["/api/account/webhook-secret"] as const;

export async function getWebhookSecret(): Promise<WebhookSecret> {
  const res = await apiRequest("GET", WEBHOOK_SECRET_KEY[0]);
  return webhookSecretSchema.parse(await res.json());
}

export function useWebhookSecret() {
  return useQuery({ queryKey: WEBHOOK_SECRET_KEY, queryFn: getWebhookSecret });
}
