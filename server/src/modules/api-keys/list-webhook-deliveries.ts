import { desc, eq } from "drizzle-orm";
import { WEBHOOK_DELIVERIES_SHOWN, type WebhookDelivery } from "@shared/api-keys";
import type { Db } from "../../db/client";
import { webhookDeliveries } from "../../db/schema";

/** The user's latest webhook deliveries, newest first. */
export async function listWebhookDeliveries(db: Db, userId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map(({ userId: _, createdAt, lastAttemptAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    lastAttemptAt: lastAttemptAt?.toISOString() ?? null,
  }));
}
