import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./context";
import { AppError, isDatabaseUnavailable } from "./lib/errors";
import { createRouter } from "./lib/http";
import { requestLog } from "./lib/request-log";
import { bodyLimits, sameOrigin, securityHeaders } from "./lib/security";
import { sessionMiddleware } from "./lib/session";
import { isStorageUnavailable } from "./lib/storage";
import { artworkRoutes } from "./modules/artworks/routes";
import { accountRoutes } from "./modules/account/routes";
import { authEmailRoutes } from "./modules/auth/email-routes";
import { authRoutes } from "./modules/auth/routes";
import { healthRoutes } from "./modules/health/routes";
import { billingRoutes } from "./modules/billing/routes";
import { mockupRoutes } from "./modules/mockups/routes";
import { templateRoutes } from "./modules/templates/routes";

export type AppOptions = {
  /** The built SPA (dist/client); omitted in API tests. */
  staticDir?: string;
};

export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = createRouter();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    await next();
  });
  app.use("*", requestLog);
  app.use("*", securityHeaders);
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", sameOrigin);
  app.use("/api/*", bodyLimits);
  app.use("/api/*", sessionMiddleware);

  app.route("/api/health", healthRoutes());

  app.route("/api/auth", authRoutes());
  app.route("/api/auth", authEmailRoutes());
  app.route("/api/account", accountRoutes());
  app.route("/api", billingRoutes());
  app.route("/api/templates", templateRoutes());
  app.route("/api/artworks", artworkRoutes());
  app.route("/api/mockups", mockupRoutes());

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Mockup Studio API", version: "1.0.0" },
  });

  app.all("/api/*", (c) => c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404));

  if (opts.staticDir) mountSpa(app, opts.staticDir);

  app.onError((err, c) => {
    if (isStorageUnavailable(err)) c.header("Retry-After", "5");
    if (err instanceof AppError) return c.json({ message: err.message, ...err.extra }, err.status);
    if (err instanceof HTTPException) {
      const message = err.status === 415 ? "Unsupported Content-Type: JSON calls take application/json, uploads take multipart/form-data" : err.message || "Request failed";
      return c.json({ message }, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      c.header("Retry-After", "5");
      return c.json({ message: "Service temporarily unavailable: the database cannot be reached. Please try again shortly." }, 503);
    }
    console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", path: c.req.path, error: String(err), stack: (err as Error).stack }));
    return c.json({ message: "Internal server error" }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** Hashed assets are cached forever; every other path gets index.html so the SPA router decides. */
function mountSpa(app: App, staticDir: string) {
  const indexFile = path.join(staticDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The client is not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), staticDir) || ".";
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root }),
  );
  // A stale tab asking for an old hashed asset gets a 404, not index.html with the wrong type.
  app.get("/assets/*", (c) => c.json({ message: "Not found" }, 404));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
