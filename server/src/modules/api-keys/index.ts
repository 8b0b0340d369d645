// The api-keys module's face: keys for the public API (/api/v1) and the webhook signing secret,
// and the bearer authentication that turns a key into its user.
export { apiKeyRoutes } from "./routes";
export { getWebhookSecret } from "./get-webhook-secret";
export { requireApiKey } from "./require-api-key";
export { hashApiKey } from "./key-hash";
