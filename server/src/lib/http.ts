import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { forwardedValue } from "./client-ip";

/** Zod failures on any route become 400 with the first issue's message (the spec's texts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const message = issue?.message ?? "Invalid request";
        return c.json({ message }, 400);
      }
    },
  });
}

export { clientIp } from "./client-ip";

/** True when the request reached us over HTTPS (directly or through a trusted proxy). */
export function isHttps(c: Context<AppEnv>): boolean {
  if (forwardedValue(c, "x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}
