import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context";
import { appUrl } from "../../lib/app-url";
import { apiIntro } from "./api-intro";
import { addCodeSamples } from "./code-samples";

/** Where the public API lives; its OpenAPI document is `${PUBLIC_API_PREFIX}/openapi.json`. */
export const PUBLIC_API_PREFIX = "/api/v1";

export const BEARER_SCHEME = "apiKey";

type Paths = Record<string, Record<string, { tags?: string[]; summary?: string } | undefined> | undefined>;

/**
 * Every tag the operations use, in order, with a display name (`renders` → "Renders") for the
 * reference's headings and, as its description, what its operations do.
 */
function tagsOf(doc: { paths?: object }) {
  const operations = Object.values((doc.paths ?? {}) as Paths).flatMap((item) => Object.values(item ?? {}).filter((op) => op !== undefined));
  const names = [...new Set(operations.flatMap((op) => op.tags ?? []))];
  return names.map((name) => ({
    name,
    "x-displayName": name.charAt(0).toUpperCase() + name.slice(1),
    description: `${operations.filter((op) => op.tags?.includes(name)).map((op) => op.summary).join("; ")}.`,
  }));
}

/**
 * The public API's own OpenAPI document, served without a key (the reference page at /docs/api
 * reads it): the routes' schemas, an introduction with this server's limits, and a curl and a
 * TypeScript example on every operation.
 */
export function serveDocument(router: OpenAPIHono<AppEnv>): void {
  router.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    description: "An API key from your account page (msk_live_…), sent as `Authorization: Bearer <key>`.",
  });
  router.get("/openapi.json", (c) => {
    const origin = new URL(appUrl(c, "/")).origin;
    const doc = router.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "Mockup Studio public API",
        version: "1.0.0",
        description: apiIntro(c.var.deps.config, origin),
        license: { name: "Proprietary", url: `${origin}/terms` },
      },
      servers: [{ url: PUBLIC_API_PREFIX, description: "This server" }],
      security: [{ [BEARER_SCHEME]: [] }],
    });
    doc.tags = tagsOf(doc);
    addCodeSamples(doc, `${origin}${PUBLIC_API_PREFIX}`);
    return c.json(doc);
  });
}
