import type { Context } from "hono";
import type { AppEnv } from "./context";
import { forwardedHost } from "./forwarded-host";
import { isHttps } from "./http";

/** Where users reach the app: PUBLIC_URL, else the origin this request came in on. */
export function appUrl(c: Context<AppEnv>, path: string): string {
  const { publicUrl } = c.var.deps.config;
  if (publicUrl) return new URL(path, publicUrl).toString();
  const host = forwardedHost(c) ?? c.req.header("host") ?? new URL(c.req.url).host;
  return `${isHttps(c) ? "https" : "http"}://${host}${path}`;
}
