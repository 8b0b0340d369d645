import { eq } from "drizzle-orm";
import { apiBatches, webhookDeliveries } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import type { RenderQueue } from "../exports";
import { deliverWebhook, WEBHOOK_QUEUE, type WebhookJob } from "./deliver-webhook";

/** A delivery whose process died mid-attempt is tried again after this (past the 10 s attempt). */
const DELIVERY_EXPIRY_SECONDS = 60;

/**
 * Batch webhooks on the render queue: when a batch with a webhookUrl settles, its delivery is
 * recorded and queued in the transaction that settled it (so it happens exactly once, on
 * whichever instance rendered the last file), and this process works on deliveries.
 */
export async function startBatchWebhooks(deps: Pick<AppDeps, "db" | "config">, queue: RenderQueue): Promise<void> {
  queue.onExportFinished(async (tx, exp) => {
    const [batch] = await tx.select().from(apiBatches).where(eq(apiBatches.id, exp.id)).limit(1);
    if (!batch?.webhookUrl) return;
    const event = exp.status === "done" ? "batch.completed" : "batch.failed";
    const [delivery] = await tx.insert(webhookDeliveries).values({ userId: batch.userId, batchId: batch.id, event, url: batch.webhookUrl }).returning({ id: webhookDeliveries.id });
    if (delivery) await queue.send<WebhookJob>(tx, WEBHOOK_QUEUE, [{ data: { deliveryId: delivery.id } }]);
  });
  await queue.work<WebhookJob>(WEBHOOK_QUEUE, { expireInSeconds: DELIVERY_EXPIRY_SECONDS }, (job) => deliverWebhook(deps, queue, job));
}
