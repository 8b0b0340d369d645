import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./lib/context";
import { ImageError } from "./image";
import { codeForStatus } from "./lib/error-codes";
import { AppError, isDatabaseUnavailable } from "./lib/errors";
import { createRouter, jsonError } from "./lib/http";
import { requestLog } from "./lib/request-log";
import { INVALID_VALUE_MESSAGE, isDataException } from "./lib/data-exception";
import { refuseNul } from "./lib/refuse-nul";
import { bodyLimits, sameOrigin, securityHeaders } from "./lib/security";
import { sessionMiddleware } from "./lib/session";
import { artworkRoutes } from "./modules/artworks/routes";
import { accountRoutes } from "./modules/account/routes";
import { authEmailRoutes } from "./modules/auth/email-routes";
import { authRoutes } from "./modules/auth/routes";
import { exportRoutes } from "./modules/exports/routes";
import { healthRoutes } from "./modules/health/routes";
import { billingRoutes } from "./modules/billing/routes";
import { roomRoutes } from "./modules/rooms/routes";
import { mockupRoutes } from "./modules/mockups/routes";
import { templateRoutes } from "./modules/templates/routes";

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE = "Service temporarily unavailable: the database cannot be reached. Please try again shortly.";

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
  app.use("*", refuseNul);
  app.use("/api/*", sessionMiddleware);

  app.route("/api/health", healthRoutes());

  app.route("/api/auth", authRoutes());
  app.route("/api/auth", authEmailRoutes());
  app.route("/api/account", accountRoutes());
  app.route("/api", billingRoutes());
  app.route("/api/templates", templateRoutes());
  app.route("/api/artworks", artworkRoutes());
  app.route("/api/mockups", mockupRoutes());
  app.route("/api/exports", exportRoutes());
  app.route("/api/rooms", roomRoutes());

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Mockup Studio API", version: "1.0.0" },
  });

  app.all("/api/*", (c) => jsonError(c, "not_found", `No API route ${c.req.method} ${c.req.path}`));

  if (opts.staticDir) mountSpa(app, opts.staticDir);

  app.onError((err, c) => {
    const res = errorResponse(err, c);
    // Every 503 is "busy or briefly unreachable, come back": say when.
    if (res.status === 503 && !res.headers.has("retry-after")) res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return res;
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** `{ message, code }` for any error; library internals (libvips, SQL, stacks) stay in the log. */
function errorResponse(err: Error, c: Context) {
  if (err instanceof AppError) return c.json({ message: err.message, code: err.code, ...err.extra }, err.status);
  if (err instanceof ImageError) return jsonError(c, err.code, err.message);
  if (err instanceof HTTPException) {
    const message = err.status === 415 ? "Unsupported Content-Type: JSON calls take application/json, uploads take multipart/form-data" : err.message || "Request failed";
    return jsonError(c, codeForStatus(err.status), message);
  }
  if (isDataException(err)) return jsonError(c, "bad_request", INVALID_VALUE_MESSAGE);
  if (isDatabaseUnavailable(err)) return jsonError(c, "unavailable", DATABASE_UNAVAILABLE_MESSAGE);
  console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", path: c.req.path, error: String(err), stack: err.stack }));
  return jsonError(c, "internal_error", "Internal server error");
}

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
  app.get("/assets/*", (c) => jsonError(c, "not_found", "Not found"));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
