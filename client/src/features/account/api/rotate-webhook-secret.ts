import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webhookSecretSchema } from "@shared/api-keys";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { WEBHOOK_SECRET_KEY } from "./get-webhook-secret";

export async function rotateWebhookSecret() {
  const res = await apiRequest("POST", `${WEBHOOK_SECRET_KEY[0]}/rotate`);
  return webhookSecretSchema.parse(await res.json());
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    meta: { errorTitle: "Could not replace the secret" },
    onSuccess: (secret) => {
      queryClient.setQueryData(WEBHOOK_SECRET_KEY, secret);
      toast({ title: "Webhook secret replaced", description: "Deliveries from now on are signed with the new secret." });
    },
  });
}
