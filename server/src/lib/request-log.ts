import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/** One JSON line per request. Only method, path (no query), status and time: no bodies, no cookies. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = performance.now();
  await next();
  if (!c.var.deps.config.logRequests) return;
  const line = {
    t: new Date().toISOString(),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - start),
    user: c.var.user?.id,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
};
