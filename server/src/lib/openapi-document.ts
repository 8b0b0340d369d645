import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { errorSchema } from "@shared/api";
import type { AppEnv } from "./context";
import { ORIGIN_EXEMPT } from "./security";
import { SESSION_COOKIE } from "./session";
import { NOT_SIGNED_IN } from "./openapi";

type Document = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;
type Schema = { example?: unknown; default?: unknown; enum?: unknown[] };
type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ example?: unknown; schema?: Schema }>;
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, unknown>;
};

/** The `{ message, code }` every refusal answers, as JSON Schema. */
const { $schema: _, ...ERROR_JSON_SCHEMA } = z.toJSONSchema(errorSchema);
const refusal = (description: string) => ({ description, content: { "application/json": { schema: ERROR_JSON_SCHEMA } } });

/**
 * Refusals the app's middleware and validation give on any route they apply to, so no route
 * can forget them: the zod hook's 400, the body limit's 413, the content type's 415, the same-origin check's 403, and the
 * 503 (with Retry-After) any route gives while the database or storage is unreachable.
 */
function addCommonRefusals(path: string, method: string, operation: Operation): void {
  const { responses } = operation;
  if (operation.parameters?.length || operation.requestBody) responses["400"] ??= refusal("Invalid input: the message names the first problem");
  if (operation.requestBody) {
    responses["413"] ??= refusal("Body too large");
    responses["415"] ??= refusal("Unsupported Content-Type (JSON calls take application/json, uploads multipart/form-data)");
    // An upload without its file is refused whatever the route's validator is told.
    if (operation.requestBody.content["multipart/form-data"]) operation.requestBody.required = true;
  }
  responses["503"] ??= refusal("A dependency (database, storage) is briefly unreachable: try again after Retry-After seconds");
  if (UNSAFE_METHODS.has(method) && !ORIGIN_EXEMPT.has(path)) responses["403"] ??= refusal("Cross-site request refused (a browser's Origin or Sec-Fetch-Site names another site)");
}

/** Every parameter gets an example: its own, else its default or first allowed value. */
function exemplifyParameters(operation: Operation): void {
  for (const p of operation.parameters ?? []) {
    if (p.example !== undefined || !p.schema || p.schema.example !== undefined) continue;
    const example = p.schema.default ?? p.schema.enum?.[0];
    if (example !== undefined) p.schema.example = example;
  }
}

const UNSAFE_METHODS = new Set(["post", "put", "patch", "delete"]);
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
      addCommonRefusals(path, method, operation);
      exemplifyParameters(operation);
      const described = operation.responses["401"] as { description?: string } | undefined;
      operation.security ??= described?.description === NOT_SIGNED_IN ? [{ sessionCookie: [] }] : [];
    }
  }
  return doc;
}
