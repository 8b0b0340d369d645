import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/** Our deepest body (a room's windows: object → array → window → quad → point) is 5 levels; 64 leaves room for any honest client. */
export const MAX_JSON_DEPTH = 64;

export const DEEP_JSON_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Stripe signs the raw bytes of its webhook: they are never re-read as text here. */
const RAW_BODY_PATHS = new Set(["/api/stripe/webhook"]);

/**
 * How deep `text` nests arrays and objects, counted on the raw text (brackets inside strings,
 * escapes included, do not count), stopping as soon as it passes `max`. One loop, no recursion:
 * a 45 000-level body costs a scan, not a stack.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Refuses a JSON body nested past MAX_JSON_DEPTH with 400 before anything parses it: JSON.parse,
 * the NUL check and zod all recurse, and tens of thousands of levels (well under the body limit)
 * would overflow the stack as a 500. The text is kept by Hono, so the route reads the same body.
 */
export const refuseDeepJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("content-type")?.includes("json") && !RAW_BODY_PATHS.has(c.req.path)) {
    if (jsonDepthExceeds(await c.req.text(), MAX_JSON_DEPTH)) throw badRequest(DEEP_JSON_MESSAGE);
  }
  await next();
};
