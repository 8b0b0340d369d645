// The public-api module's face: /api/v1, what scripts, shops and automations call with an API key.
export { PUBLIC_API_PREFIX } from "./document";
export { publicApiRoutes } from "./routes";
export { startBatchWebhooks } from "./start-batch-webhooks";
export { sweepExpiredApiState } from "./sweep-expired-api-state";
export { refuseKnownFlood } from "./limit-api-requests";
