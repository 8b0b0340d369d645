import { CheckCircle2, Clock, XCircle } from "lucide-react";
import type { WebhookDelivery } from "@shared/api-keys";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const STATE = {
  delivered: { icon: CheckCircle2, label: "Delivered", tone: "text-emerald-700 dark:text-emerald-400" },
  pending: { icon: Clock, label: "Retrying", tone: "text-amber-700 dark:text-amber-400" },
  failed: { icon: XCircle, label: "Failed", tone: "text-destructive" },
} as const;

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const state = STATE[delivery.state];
  const answer = delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : "No answer";
  return (
    <li className="grid gap-1 p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-mono text-sm font-medium">{delivery.event}</p>
        <p className={cn("flex items-center gap-1 text-xs font-medium", state.tone)}>
          <state.icon className="size-3.5" aria-hidden="true" />
          {state.label} · {answer}
        </p>
      </div>
      <p className="truncate text-xs text-muted-foreground" title={delivery.url}>
        {delivery.url}
      </p>
      <p className="text-xs text-muted-foreground">
        Batch <span className="font-mono">{delivery.batchId}</span> · {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"} ·{" "}
        {TIME.format(new Date(delivery.lastAttemptAt ?? delivery.createdAt))}
      </p>
      {delivery.error ? <p className="text-xs text-muted-foreground">{delivery.error}</p> : null}
    </li>
  );
}

/** The last 50 batch webhook deliveries: event, batch, URL, the receiver's answer, attempts, time. */
export function WebhookDeliveriesList() {
  const deliveries = useWebhookDeliveries();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Recent deliveries</h3>
      {deliveries.isPending ? <Spinner /> : null}
      {deliveries.isError ? <FormAlert>{getErrorMessage(deliveries.error, "Could not load your webhook deliveries.")}</FormAlert> : null}
      {deliveries.data?.length === 0 ? <p className="text-sm text-muted-foreground">No deliveries yet. Batches sent with a webhookUrl show here.</p> : null}
      {deliveries.data?.length ? (
        <ul aria-label="Recent webhook deliveries" className="divide-y rounded-lg border">
          {deliveries.data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
