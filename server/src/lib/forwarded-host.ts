import type { Context } from "hono";
import type { AppEnv } from "./context";
import { forwardedValue } from "./client-ip";

/**
 * The host our proxy says the browser asked for, when TRUST_PROXY_HOST is on and the request came
 * through a trusted proxy; otherwise undefined. Off by default: a proxy that passes the header on
 * unchanged would let any client choose the host the origin check compares with.
 */
export function forwardedHost(c: Context<AppEnv>): string | undefined {
  return c.var.deps.config.trustProxyHost ? forwardedValue(c, "x-forwarded-host") : undefined;
}
