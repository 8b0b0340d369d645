import { useQuery } from "@tanstack/react-query";
import { type BillingConfig, billingConfigSchema } from "@shared/billing";
import { apiRequest } from "@/lib/api";

export const BILLING_CONFIG_KEY = ["/api/billing/config"] as const;

export async function getBillingConfig(): Promise<BillingConfig> {
  const res = await apiRequest("GET", BILLING_CONFIG_KEY[0]);
  return billingConfigSchema.parse(await res.json());
}

/** Whether the server takes payments, and the publishable key Stripe.js needs. */
export function useBillingConfig() {
  return useQuery({ queryKey: BILLING_CONFIG_KEY, queryFn: getBillingConfig });
}
