import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type WebhookDelivery, webhookDeliverySchema } from "@shared/api-keys";
import { apiRequest } from "@/lib/api";

export const WEBHOOK_DELIVERIES_KEY = ["/api/account/webhook-deliveries"] as const;
/** While a delivery is still being retried, the list looks again this often. */
const PENDING_REFRESH_MS = 15_000;

export async function getWebhookDeliveries(): Promise<WebhookDelivery[]> {
  const res = await apiRequest("GET", WEBHOOK_DELIVERIES_KEY[0]);
  return z.array(webhookDeliverySchema).parse(await res.json());
}

/** The last 50 batch webhook deliveries, newest first. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: WEBHOOK_DELIVERIES_KEY,
    queryFn: getWebhookDeliveries,
    refetchInterval: (query) => (query.state.data?.some((d) => d.state === "pending") ? PENDING_REFRESH_MS : false),
  });
}
