import { webhookSecrets } from "../../db/schema";
import type { Db } from "../../db/client";
import { newWebhookSecret } from "./new-webhook-secret";

/** Replaces the user's webhook secret; deliveries from now on are signed with the new one. */
export async function rotateWebhookSecret(db: Db, userId: number): Promise<string> {
  const secret = newWebhookSecret();
  await db
    .insert(webhookSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: webhookSecrets.userId, set: { secret, createdAt: new Date() } });
  return secret;
}
