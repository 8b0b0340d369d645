import { z } from "zod";

/** Every key starts so, like Stripe's `sk_live_`: a leaked one is recognisable in logs and scanners. */
export const API_KEY_PREFIX = "msk_live_";
/** How many characters of a key the list shows (the prefix and a few of the random part). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
export const API_KEY_NAME_MAX = 60;
/** Enough for every script and shop a seller runs; a bound so a loop cannot fill the table. */
export const API_KEYS_PER_USER = 25;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: "Please name the key" })
    .trim()
    .min(1, "Please name the key")
    .max(API_KEY_NAME_MAX, `The name must be at most ${API_KEY_NAME_MAX} characters`)
    .meta({ example: "Shop sync" }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as the list shows it: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = z.object({ id: z.number().int(), name: z.string(), key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const webhookSecretSchema = z.object({ secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** How many of the latest webhook deliveries the account page shows. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/**
 * A batch webhook delivery as the account page lists it: `statusCode` is the receiver's last
 * answer (null when it gave none: `error` says why), `state` pending while retries remain.
 */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(["batch.completed", "batch.failed"]),
  batchId: z.string(),
  url: z.string(),
  state: z.enum(["pending", "delivered", "failed"]),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
