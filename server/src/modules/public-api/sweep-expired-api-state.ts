import { lt } from "drizzle-orm";
import { idempotencyKeys, webhookDeliveries } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { API_RENDERS_PREFIX } from "./render-for-api";
import { IDEMPOTENCY_TTL_MS } from "./with-idempotency";

/** The account page's delivery log keeps a month: every delivery is settled within its first day. */
export const WEBHOOK_DELIVERY_KEPT_MS = 30 * 86_400_000;

/**
 * Webhook deliveries older than a month, Idempotency-Keys past their 24 hours (a retry would no longer replay them) and API render
 * files as old: a `{ url }` answer and an idempotent retry are good for as long as the key.
 * A file is written after its key, so none a live key replays is ever older. By age only: safe
 * with several instances sweeping at once.
 *
 * @returns how many render files were deleted.
 */
export async function sweepExpiredApiState(deps: Pick<AppDeps, "db" | "storage">, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  await deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  await deps.db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, new Date(now.getTime() - WEBHOOK_DELIVERY_KEPT_MS)));
  const files = await deps.storage.listOlderThan(API_RENDERS_PREFIX, before);
  await deps.storage.deleteMany(files);
  return files.length;
}
