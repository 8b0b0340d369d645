import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { apiKeySchema, createApiKeySchema, createdApiKeySchema, webhookDeliverySchema, webhookSecretSchema } from "@shared/api-keys";
import { createRouter } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../lib/session";
import { createApiKey } from "./create-api-key";
import { getWebhookSecret } from "./get-webhook-secret";
import { listApiKeys } from "./list-api-keys";
import { listWebhookDeliveries } from "./list-webhook-deliveries";
import { revokeApiKey } from "./revoke-api-key";
import { rotateWebhookSecret } from "./rotate-webhook-secret";

const tags = ["account"];
const signedOut = { 401: errorResponse("Not signed in") };

const routes = {
  create: createRoute({
    method: "post",
    path: "/api-keys",
    tags,
    summary: "Create an API key for the public API (/api/v1): the whole key is in this answer only",
    request: jsonBody(createApiKeySchema),
    responses: {
      201: jsonResponse(createdApiKeySchema, "The new key, shown once"),
      409: errorResponse("Too many keys: revoke one first"),
      ...signedOut,
      ...commonErrors,
    },
  }),
  list: createRoute({
    method: "get",
    path: "/api-keys",
    tags,
    summary: "The API keys that still work: name, first characters, created, last used",
    responses: { 200: jsonResponse(z.array(apiKeySchema), "The keys, newest first"), ...signedOut, ...commonErrors },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/api-keys/{id}",
    tags,
    summary: "Revoke an API key: requests with it are refused from now on",
    request: { params: idParam("Invalid API key id") },
    responses: { 200: jsonResponse(okSchema, "Revoked"), 404: errorResponse("No such key of yours"), ...signedOut, ...commonErrors },
  }),
  secret: createRoute({
    method: "get",
    path: "/webhook-secret",
    tags,
    summary: "The secret webhooks are signed with (Mockup-Signature)",
    responses: { 200: jsonResponse(webhookSecretSchema, "The secret"), ...signedOut, ...commonErrors },
  }),
  rotate: createRoute({
    method: "post",
    path: "/webhook-secret/rotate",
    tags,
    summary: "Replace the webhook secret: deliveries from now on are signed with the new one",
    responses: { 200: jsonResponse(webhookSecretSchema, "The new secret"), ...signedOut, ...commonErrors },
  }),
  deliveries: createRoute({
    method: "get",
    path: "/webhook-deliveries",
    tags,
    summary: "The last 50 batch webhook deliveries: event, batch, URL, status code, attempts, time",
    responses: { 200: jsonResponse(z.array(webhookDeliverySchema), "The deliveries, newest first"), ...signedOut, ...commonErrors },
  }),
};

/** The signed-in user's API keys and webhook secret, mounted at /api/account. */
export function apiKeyRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const created = await createApiKey(c.var.deps.db, requireUser(c).id, c.req.valid("json").name);
      return c.json(created, 201);
    })
    .openapi(routes.list, async (c) => c.json(await listApiKeys(c.var.deps.db, requireUser(c).id), 200))
    .openapi(routes.revoke, async (c) => {
      await revokeApiKey(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.secret, async (c) => c.json({ secret: await getWebhookSecret(c.var.deps.db, requireUser(c).id) }, 200))
    .openapi(routes.rotate, async (c) => c.json({ secret: await rotateWebhookSecret(c.var.deps.db, requireUser(c).id) }, 200))
    .openapi(routes.deliveries, async (c) => c.json(await listWebhookDeliveries(c.var.deps.db, requireUser(c).id), 200));
}
