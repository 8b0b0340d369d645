import { and, eq, sql } from "drizzle-orm";
import { exports, webhookDeliveries } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { getWebhookSecret } from "../api-keys";
import type { RenderQueue } from "../exports";
import { batchStatus } from "./batch-status";
import { postWebhook } from "./post-webhook";
import { signWebhook } from "./sign-webhook";

export const WEBHOOK_QUEUE = "webhook-delivery";
export type WebhookJob = { deliveryId: number };

/** A delivery is retried for this long after its event. */
const RETRY_WINDOW_MS = 24 * 3_600_000;
/** Retries back off by this factor from the first delay, up to two hours apart. */
const BACKOFF_FACTOR = 4;
const MAX_DELAY_SECONDS = 2 * 3600;

/** Seconds before the retry that follows attempt number `attempts` (1: the first retry). */
export const retryDelaySeconds = (attempts: number, firstSeconds: number) => Math.min(MAX_DELAY_SECONDS, firstSeconds * BACKOFF_FACTOR ** (attempts - 1));

/**
 * One attempt at a webhook delivery: the batch's status as JSON, signed with the user's current
 * secret at this moment. A 2xx delivers it; anything else (another status, no answer in time, a
 * private address at delivery) is recorded and the next attempt queued in the same transaction,
 * backing off, until 24 hours after the event. Receivers may see an event twice (a process dying
 * mid-attempt): `id` tells them apart.
 */
export async function deliverWebhook(deps: Pick<AppDeps, "db" | "config">, queue: Pick<RenderQueue, "send">, job: WebhookJob): Promise<void> {
  const { db, config } = deps;
  const pending = and(eq(webhookDeliveries.id, job.deliveryId), eq(webhookDeliveries.state, "pending"));
  const [delivery] = await db.select().from(webhookDeliveries).where(pending).limit(1);
  if (!delivery) return;
  const [exp] = await db.select().from(exports).where(eq(exports.id, delivery.batchId)).limit(1);
  if (!exp) {
    await db.update(webhookDeliveries).set({ state: "failed", error: "The batch no longer exists" }).where(pending);
    return;
  }
  const body = JSON.stringify({ id: `whd_${delivery.id}`, type: delivery.event, createdAt: delivery.createdAt.toISOString(), data: await batchStatus(db, exp) });
  const signature = signWebhook(await getWebhookSecret(db, delivery.userId), body, Math.floor(Date.now() / 1000));
  const outcome = await postWebhook(delivery.url, body, { "Mockup-Signature": signature }, config.webhooks.allowPrivate);

  const attempts = delivery.attempts + 1;
  const recorded = { attempts, statusCode: outcome.statusCode, error: outcome.error, lastAttemptAt: sql`now()` };
  if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
    await db.update(webhookDeliveries).set({ ...recorded, state: "delivered" }).where(pending);
    return;
  }
  const delay = retryDelaySeconds(attempts, config.webhooks.firstRetrySeconds);
  const retry = Date.now() + delay * 1000 <= delivery.createdAt.getTime() + RETRY_WINDOW_MS;
  await db.transaction(async (tx) => {
    await tx.update(webhookDeliveries).set({ ...recorded, state: retry ? "pending" : "failed" }).where(pending);
    if (retry) await queue.send(tx, WEBHOOK_QUEUE, [{ data: { deliveryId: delivery.id }, startAfterSeconds: delay }]);
  });
}
