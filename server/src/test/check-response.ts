import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument, Operation } from "./sample-request";

type Fetchable = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
type Route = { pattern: RegExp; params: number; path: string; item: Record<string, Operation> };
type Checker = { routes: Route[]; validators: Map<string, ValidateFunction> };

/**
 * Every answer an API test receives is held against the app's own OpenAPI document: its status
 * must be documented for the operation, its media type too, and a JSON body must match the
 * documented schema. A mismatch throws, failing the test that made the request (issue 30).
 */
const checkers = new WeakMap<Fetchable, Promise<Checker>>();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("binary", true);

async function loadChecker(app: Fetchable): Promise<Checker> {
  const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
  const routes = Object.entries(doc.paths).map(([path, item]) => ({
    path,
    item,
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`),
  }));
  // A literal segment wins over a parameter (`/api/templates/featured` over `/api/templates/{id}`).
  routes.sort((a, b) => a.params - b.params);
  return { routes, validators: new Map() };
}

const mediaType = (header: string | null) => (header ?? "").split(";")[0]!.trim().toLowerCase();

export async function checkResponse(app: Fetchable, method: string, url: string, res: Response): Promise<void> {
  const path = new URL(url, "http://local").pathname;
  if (!path.startsWith("/api/") || path === "/api/openapi.json") return;
  let checker = checkers.get(app);
  if (!checker) checkers.set(app, (checker = loadChecker(app)));
  const { routes, validators } = await checker;
  const verb = method.toLowerCase();
  const route = routes.find((r) => r.pattern.test(path) && r.item[verb]);
  if (!route) return; // Not an operation of the document (an unknown path's JSON 404, HEAD).
  const operation = route.item[verb]!;
  const name = `${method} ${route.path}`;
  const documented = operation.responses[String(res.status)];
  if (!documented) throw new Error(`${name} answered ${res.status}, which its OpenAPI operation does not document (${Object.keys(operation.responses).join(", ")}): ${await res.clone().text()}`);
  const type = mediaType(res.headers.get("content-type"));
  if (!documented.content || !type) return;
  const media = documented.content[type];
  if (!media) throw new Error(`${name} answered ${res.status} as ${type}; the document says ${Object.keys(documented.content).join(", ")}`);
  if (type !== "application/json" || !media.schema) return;
  const key = `${name} ${res.status}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(media.schema)));
  const body: unknown = await res.clone().json();
  if (!validate(body)) throw new Error(`${name} answered ${res.status} with a body its OpenAPI schema refuses: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
}
