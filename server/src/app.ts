import { Hono, type MiddlewareHandler } from "hono";
import { timing } from "hono/timing";
import type { AppDeps, AppEnv } from "./lib/context";
import { toErrorResponse } from "./lib/error-response";
import { openApiDocument } from "./lib/openapi-document";
import { createRouter, jsonError } from "./lib/http";
import { requestLog } from "./lib/request-log";
import { refuseDeepJson } from "./lib/refuse-deep-json";
import { refuseNul } from "./lib/refuse-nul";
import { bodyLimits, closeUnreadBodies, sameOrigin, securityHeaders } from "./lib/security";
import { sessionMiddleware } from "./lib/session";
import { mountSpa } from "./lib/serve-spa";
import { compressJson } from "./lib/compress-json";
import { artworkRoutes } from "./modules/artworks";
import { accountRoutes } from "./modules/account";
import { authEmailRoutes, authRoutes } from "./modules/auth";
import { exportRoutes } from "./modules/exports";
import { healthRoutes } from "./modules/health";
import { billingRoutes } from "./modules/billing";
import { roomRoutes, templateRoutes } from "./modules/templates";
import { mockupRoutes } from "./modules/mockups";
import { apiKeyRoutes } from "./modules/api-keys";
import { PUBLIC_API_PREFIX, publicApiRoutes, refuseKnownFlood } from "./modules/public-api";
import { sharePageRoutes, shareRoutes } from "./modules/shares";
import { embedApiRoutes, embedPageRoutes, widgetRoutes } from "./modules/widgets";

const isPublicApi = (path: string) => path === PUBLIC_API_PREFIX || path.startsWith(`${PUBLIC_API_PREFIX}/`);

/** Where the app serves its OpenAPI document. */
export const OPENAPI_PATH = "/api/openapi.json";

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

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
    c.set("apiKeyId", null);
    c.set("arrivedAt", performance.now());
    await next();
  });
  // A key this instance already refused for this minute gets its 429 before any other work: a
  // flood of them costs the others as little as it can (issue 30).
  app.use(`${PUBLIC_API_PREFIX}/*`, refuseKnownFlood);
  // Server-Timing on every API answer: the session lookup, the database and, for previews, their render (issue 32).
  app.use("/api/*", timing({ totalDescription: "Server total" }));
  app.use("*", requestLog);
  app.use("*", closeUnreadBodies);
  app.use("*", securityHeaders);
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", compressJson);
  // The public API authenticates by bearer key only: no cookies, so no cross-site request to guard against.
  const browserOnly = (handler: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> => (c, next) =>
    isPublicApi(c.req.path) ? next() : handler(c, next);
  app.use("/api/*", browserOnly(sameOrigin));
  app.use("/api/*", bodyLimits);
  app.use("*", refuseDeepJson);
  app.use("*", refuseNul);
  app.use("/api/*", browserOnly(sessionMiddleware));

  app.route("/api/health", healthRoutes());

  app.route("/api/auth", authRoutes());
  app.route("/api/auth", authEmailRoutes());
  app.route("/api/account", accountRoutes());
  app.route("/api/account", apiKeyRoutes());
  // A plain Hono in between keeps the public API out of the app's own document: it has its own.
  app.route(PUBLIC_API_PREFIX, new Hono<AppEnv>().route("/", publicApiRoutes()));
  app.route("/api", billingRoutes());
  app.route("/api/templates", templateRoutes());
  app.route("/api/artworks", artworkRoutes());
  app.route("/api/mockups", mockupRoutes());
  app.route("/api", shareRoutes());
  app.route("/api/widgets", widgetRoutes());
  app.route("/api/embed", embedApiRoutes());
  app.route("/api/exports", exportRoutes());
  app.route("/api/rooms", roomRoutes());

  app.get(OPENAPI_PATH, (c) => c.json(openApiDocument(app)));

  app.all("/api/*", (c) => jsonError(c, "not_found", `No API route ${c.req.method} ${c.req.path}`));

  app.route("/s", sharePageRoutes());
  app.route("/", embedPageRoutes(opts.staticDir));
  if (opts.staticDir) mountSpa(app, opts.staticDir);

  app.onError((err, c) => {
    const { status, body, headers } = toErrorResponse(err, { path: c.req.path });
    const res = c.json(body, status, headers);
    // Every 503 is "busy or briefly unreachable, come back": say when.
    if (res.status === 503 && !res.headers.has("retry-after")) res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return res;
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
