import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookSecrets } from "../../db/schema";
import { newWebhookSecret } from "./new-webhook-secret";

/** The user's webhook signing secret, made on first asking (two instances asking at once get the same one). */
export async function getWebhookSecret(db: Db, userId: number): Promise<string> {
  await db.insert(webhookSecrets).values({ userId, secret: newWebhookSecret() }).onConflictDoNothing();
  const [row] = await db.select({ secret: webhookSecrets.secret }).from(webhookSecrets).where(eq(webhookSecrets.userId, userId));
  if (!row) throw new Error("The webhook secret was not stored");
  return row.secret;
}
