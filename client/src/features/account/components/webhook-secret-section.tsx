import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useWebhookSecret } from "../api/get-webhook-secret";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret";
import { CopyField } from "./copy-field";
import { SectionCard } from "./section-card";
import { WebhookDeliveriesList } from "./webhook-deliveries-list";

export function WebhookSecretSection() {
  const secret = useWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard
      title="Webhooks"
      description={
        <>
          Batch results are signed with this secret in the <code className="font-mono text-xs">Mockup-Signature</code> header.
        </>
      }
    >
      <div className="grid gap-4">
        {secret.isPending ? <Spinner /> : null}
        {secret.isError ? <FormAlert>{getErrorMessage(secret.error, "Could not load your webhook secret.")}</FormAlert> : null}
        {secret.data ? <CopyField value={secret.data.secret} label="Webhook signing secret" /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Replace it if it leaked; your receiver must then check with the new one.</p>
          <Button variant="outline" className="w-full shrink-0 sm:w-auto" disabled={!secret.data} onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" />
            Rotate secret
          </Button>
        </div>
        <WebhookDeliveriesList />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the webhook secret?"
        description="Deliveries from now on are signed with a new secret; signatures made with the old one no longer match."
        confirmLabel="Rotate secret"
        pendingLabel="Rotating..."
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}
