import { createRoute, z } from "@hono/zod-openapi";
import {
  activateDevPremiumSchema,
  billingConfigSchema,
  createSubscriptionResponseSchema,
  customerPortalResponseSchema,
  subscriptionStatusSchema,
  webhookResponseSchema,
} from "@shared/billing";
import { notFound } from "../../lib/errors";
import { createRouter } from "../../lib/http";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse, limitReachedOrRefused } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { requireUser } from "../../lib/session";
import { appUrl } from "../../lib/app-url";
import { consumeDownload } from "./consume-download";
import { createPortalSession } from "./create-portal-session";
import { createSubscription } from "./create-subscription";
import { setDevTier } from "./dev-premium";
import { handleStripeWebhook } from "./handle-stripe-webhook";
import { mockPortal } from "./mock-portal";
import { requireDevPayments } from "./require-dev-payments";
import { stripeClient } from "./stripe-client";
import { toSubscriptionStatus } from "./subscription-status";

/** Each call may create Stripe objects; a person needs a handful, a script gets stopped. */
const SUBSCRIBE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

const signedOut = errorResponse(NOT_SIGNED_IN);
const devOnly = errorResponse("Development mode only (Stripe keys are set, or production without DEV_PAYMENTS=on), or another user's id");
const tags = ["billing"];

const getSubscription = createRoute({
  method: "get",
  path: "/subscription",
  tags,
  summary: "The signed-in user's plan and download usage",
  responses: { 200: jsonResponse(subscriptionStatusSchema, "Plan and usage"), 401: signedOut },
});

const trackDownload = createRoute({
  method: "post",
  path: "/track-download",
  tags,
  summary: "Counts one download against the free plan (premium downloads are not counted)",
  responses: {
    200: jsonResponse(subscriptionStatusSchema, "Counted; the updated plan and usage"),
    401: signedOut,
    403: limitReachedOrRefused("Free tier limit reached"),
    ...commonErrors,
  },
});

const getBillingConfig = createRoute({
  method: "get",
  path: "/billing/config",
  tags,
  summary: "Whether payments are enabled, and the publishable key Stripe.js needs",
  responses: { 200: jsonResponse(billingConfigSchema, "Payment settings for the browser") },
});

const postCreateSubscription = createRoute({
  method: "post",
  path: "/create-subscription",
  tags,
  summary: "Starts Premium: a Payment Element client secret, or success in development mode",
  responses: {
    200: jsonResponse(createSubscriptionResponseSchema, "clientSecret to confirm on /payment, or success"),
    401: signedOut,
    403: errorResponse("Production without Stripe keys or DEV_PAYMENTS=on"),
    409: errorResponse("Already premium"),
    429: errorResponse("Too many attempts"),
    ...commonErrors,
  },
});

const getCustomerPortal = createRoute({
  method: "get",
  path: "/customer-portal",
  tags,
  summary: "A Stripe customer-portal url, or mock data in development mode",
  responses: {
    200: jsonResponse(customerPortalResponseSchema, "Portal url, or mock data"),
    401: signedOut,
    403: errorResponse("Production without Stripe keys or DEV_PAYMENTS=on"),
    404: errorResponse("No Stripe customer yet"),
    ...commonErrors,
  },
});

const activateDevPremium = createRoute({
  method: "post",
  path: "/subscription/activate-dev-premium",
  tags,
  summary: "Development mode: makes the signed-in user premium",
  request: jsonBody(activateDevPremiumSchema),
  responses: { 200: jsonResponse(subscriptionStatusSchema, "Now premium"), 401: signedOut, 403: devOnly, ...commonErrors },
});

const deactivateDevPremium = createRoute({
  method: "post",
  path: "/subscription/deactivate-dev-premium",
  tags,
  summary: "Development mode: returns the signed-in user to the free plan",
  request: jsonBody(activateDevPremiumSchema),
  responses: { 200: jsonResponse(subscriptionStatusSchema, "Now free"), 401: signedOut, 403: devOnly, ...commonErrors },
});

const stripeWebhook = createRoute({
  method: "post",
  path: "/stripe/webhook",
  tags,
  summary: "Stripe events (signed). The raw body is verified, so it is not declared as JSON here.",
  request: { headers: z.object({ "stripe-signature": z.string().meta({ example: "t=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd" }).optional() }) },
  responses: {
    200: jsonResponse(webhookResponseSchema, "Acknowledged"),
    400: errorResponse("Missing or invalid signature"),
    404: errorResponse("Payments are not enabled"),
    503: errorResponse("Stripe unreachable; Stripe retries the delivery"),
  },
});

export function billingRoutes() {
  return createRouter()
    .openapi(getSubscription, (c) => {
      const user = requireUser(c);
      return c.json(toSubscriptionStatus(user, c.var.deps.config.freeDownloadLimit), 200);
    })
    .openapi(trackDownload, async (c) => {
      const user = requireUser(c);
      const { db, config } = c.var.deps;
      const counted = await consumeDownload(db, user.id, config.freeDownloadLimit);
      return c.json(toSubscriptionStatus(counted, config.freeDownloadLimit), 200);
    })
    .openapi(getBillingConfig, (c) => {
      const stripe = c.var.deps.config.stripe;
      return c.json({ paymentsEnabled: Boolean(stripe), publishableKey: stripe?.publishableKey ?? null }, 200);
    })
    .openapi(postCreateSubscription, async (c) => {
      const user = requireUser(c);
      const { db, config } = c.var.deps;
      if (!config.stripe) {
        requireDevPayments(config);
        return c.json({ success: true as const, message: "Development mode: no payment needed. Activating Premium.", userId: user.id }, 200);
      }
      await consumeRateLimit(db, `subscribe:${user.id}`, SUBSCRIBE_LIMIT);
      return c.json(await createSubscription(db, stripeClient(config.stripe), config.stripe, user), 200);
    })
    .openapi(getCustomerPortal, async (c) => {
      const user = requireUser(c);
      const { config } = c.var.deps;
      if (!config.stripe) {
        requireDevPayments(config);
        return c.json(mockPortal(user), 200);
      }
      return c.json(await createPortalSession(stripeClient(config.stripe), user, appUrl(c, "/subscription")), 200);
    })
    .openapi(activateDevPremium, async (c) => {
      const user = requireUser(c);
      const { db, config } = c.var.deps;
      const updated = await setDevTier(db, config, user, c.req.valid("json").userId, "premium");
      return c.json(toSubscriptionStatus(updated, config.freeDownloadLimit), 200);
    })
    .openapi(deactivateDevPremium, async (c) => {
      const user = requireUser(c);
      const { db, config } = c.var.deps;
      const updated = await setDevTier(db, config, user, c.req.valid("json").userId, "free");
      return c.json(toSubscriptionStatus(updated, config.freeDownloadLimit), 200);
    })
    .openapi(stripeWebhook, async (c) => {
      const { db, config } = c.var.deps;
      if (!config.stripe) throw notFound("Payments are not enabled on this server");
      const secret = config.stripe.webhookSecret;
      if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set: cannot verify Stripe webhooks");
      const payload = new Uint8Array(await c.req.arrayBuffer());
      const signature = c.req.valid("header")["stripe-signature"];
      return c.json(await handleStripeWebhook(db, stripeClient(config.stripe), secret, payload, signature), 200);
    });
}
