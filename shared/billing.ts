import { z } from "zod";
import { MAX_SERIAL_ID, SUBSCRIPTION_TIERS } from "./constants";

/** Spec §3 "Subscription status", plus the period end so the UI can say until when access lasts. */
export const subscriptionStatusSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  /** free (never subscribed), or the payment provider's status: active, past_due, canceled, incomplete, ... */
  status: z.string(),
  /** Downloads used. */
  imageCount: z.number().int(),
  freeLimit: z.number().int(),
  isLimitReached: z.boolean(),
  isPremium: z.boolean(),
  /** ISO time the paid period ends; null without a Stripe subscription. */
  currentPeriodEnd: z.string().nullable(),
  /** True when the subscription was cancelled but stays premium until currentPeriodEnd. */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The 403 body when a free user's downloads left do not cover the request. */
export const FREE_LIMIT_REACHED_MESSAGE = "Free tier limit reached";
export const limitReachedSchema = z.object({
  message: z.string(),
  code: z.literal("limit_reached"),
  freeLimit: z.number().int(),
  /** Downloads used, as counted when the request was refused. */
  imageCount: z.number().int(),
  /** A ZIP export: how many downloads it asked for (one per file). */
  requested: z.number().int().optional(),
});
export type LimitReached = z.infer<typeof limitReachedSchema>;

/** With Stripe: the Payment Element confirms this secret on /payment?client_secret=... */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
});

/** Development mode (no Stripe keys), or a subscription that needed no payment. */
export const subscriptionActivatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.number().int(),
});

/** Spec §7: url, clientSecret, or success. This server answers clientSecret or success. */
export const createSubscriptionResponseSchema = z.union([paymentIntentResponseSchema, subscriptionActivatedResponseSchema]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const activateDevPremiumSchema = z.object({
  userId: z.coerce
    .number({ error: "userId must be a number" })
    .int("userId must be a number")
    .positive("userId must be a number")
    .max(MAX_SERIAL_ID, "userId must be a number")
    .meta({ example: 1 }),
});
export type ActivateDevPremiumInput = z.input<typeof activateDevPremiumSchema>;

export const portalUrlResponseSchema = z.object({ url: z.string() });

export const mockPortalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mockData: z.object({
    email: z.string(),
    tier: z.enum(SUBSCRIPTION_TIERS),
    status: z.string(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
});

export const customerPortalResponseSchema = z.union([portalUrlResponseSchema, mockPortalResponseSchema]);
export type CustomerPortalResponse = z.infer<typeof customerPortalResponseSchema>;

/** What the payment page needs before it can load Stripe.js. */
export const billingConfigSchema = z.object({
  paymentsEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** applied: state synced; duplicate: this event id was handled before; ignored: not an event we act on. */
  outcome: z.enum(["applied", "duplicate", "ignored"]),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
