import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type CustomerPortalResponse, customerPortalResponseSchema } from "@shared/billing";
import { apiRequest } from "@/lib/api";

export type MockPortal = Extract<CustomerPortalResponse, { success: true }>;

export async function getCustomerPortal(): Promise<CustomerPortalResponse> {
  try {
    const res = await apiRequest("GET", "/api/customer-portal");
    return customerPortalResponseSchema.parse(await res.json());
  } catch (error) {
    // Spec §8 gives this failure one fixed text; the cause is kept for the console.
    console.error("Could not open the customer portal", error);
    throw new Error("", { cause: error });
  }
}

/**
 * "Manage Subscription": the provider's portal, or in development mode its mock data, which
 * `onMockPortal` shows in place of a portal.
 */
export function useCustomerPortal({ onMockPortal }: { onMockPortal: (data: MockPortal) => void }) {
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: getCustomerPortal,
    meta: { errorTitle: "Portal Access Error", errorFallback: "Could not access subscription management. Please try again." },
    onSuccess: (data) => {
      if ("url" in data) {
        setLeaving(true);
        window.location.assign(data.url);
      } else {
        onMockPortal(data);
      }
    },
  });
  return { open: () => mutation.mutate(), isBusy: mutation.isPending || leaving };
}
