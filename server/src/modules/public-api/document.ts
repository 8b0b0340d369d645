import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context";

/** Where the public API lives; its OpenAPI document is `${PUBLIC_API_PREFIX}/openapi.json`. */
export const PUBLIC_API_PREFIX = "/api/v1";

export const BEARER_SCHEME = "apiKey";

/** The public API's own OpenAPI document, served without a key (the reference page reads it). */
export function serveDocument(router: OpenAPIHono<AppEnv>): void {
  router.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    description: "An API key from your account page (msk_live_…), sent as `Authorization: Bearer <key>`.",
  });
  router.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Mockup Studio public API",
      version: "1.0.0",
      description: "Render mockups from scripts, shops and automations. Create a key on your account page.",
      license: { name: "Proprietary", url: `${new URL(c.req.url).origin}/terms` },
    },
    servers: [{ url: PUBLIC_API_PREFIX, description: "This server" }],
    security: [{ [BEARER_SCHEME]: [] }],
  }));
}
