import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { SESSION_COOKIE } from "./session";
import { NOT_SIGNED_IN } from "./openapi";

type Document = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;
type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; responses?: Record<string, unknown> };

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** How callers prove who they are; the routes in this document take the session cookie. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session a sign-in (POST /api/auth/login or /api/auth/register) sets as an HttpOnly cookie.",
  },
  bearerKey: {
    type: "http",
    scheme: "bearer",
    description: "An API key (`msk_live_…`, made on the account page) for the versioned API under /api/v1 (its own document: /api/v1/openapi.json).",
  },
} as const;

/** `GET /api/mockups/{id}` → `getApiMockupsById`: stable names for generated clients. */
function operationIdFor(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith("{") ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/**
 * The app's OpenAPI document: the route schemas, with the server, the security schemes, and on
 * each operation who may call it. An operation needs the session exactly when it documents the
 * "Not signed in" 401 (every route that calls requireUser does); all others are public.
 */
export function openApiDocument(app: OpenAPIHono<AppEnv>): Document {
  const doc = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Mockup Studio API",
      version: "1.0.0",
      description: "The API the Mockup Studio web app calls. Errors answer `{ message, code }`.",
    },
    servers: [{ url: "/", description: "This server" }],
  });
  doc.components = { ...doc.components, securitySchemes: { ...SECURITY_SCHEMES } };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      const described = operation.responses?.["401"] as { description?: string } | undefined;
      operation.security ??= described?.description === NOT_SIGNED_IN ? [{ sessionCookie: [] }] : [];
    }
  }
  return doc;
}
