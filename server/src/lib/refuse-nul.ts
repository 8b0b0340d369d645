import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

export const NUL_MESSAGE = "The request contains a NUL character, which is not allowed";

/** Stripe signs the raw bytes of its webhook: they are never re-read as text here. */
const RAW_BODY_PATHS = new Set(["/api/stripe/webhook"]);

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => key.includes("\0") || containsNul(v));
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, and no name, category or id needs it: a NUL in the path,
 * the query or any JSON string is refused with 400 before a route sees it (rather than failing
 * later inside SQL or a file path as a 500).
 */
export const refuseNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (/%00/.test(url.pathname + url.search) || (url.pathname + url.search).includes("\0")) throw badRequest(NUL_MESSAGE);
  if (c.req.header("content-type")?.includes("json") && !RAW_BODY_PATHS.has(c.req.path)) {
    let body: unknown;
    try {
      // Hono keeps the parsed body: the route's validator reads the same one.
      body = await c.req.json();
    } catch {
      body = undefined; // Malformed JSON: the route's validator answers it.
    }
    if (containsNul(body)) throw badRequest(NUL_MESSAGE);
  }
  await next();
};
