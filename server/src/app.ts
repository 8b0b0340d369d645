import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppDeps } from "./lib/context";
import { toErrorResponse } from "./lib/error-response";
import { createRouter, jsonError } from "./lib/http";
import { requestLog } from "./lib/request-log";
import { refuseDeepJson } from "./lib/refuse-deep-json";
import { refuseNul } from "./lib/refuse-nul";
import { bodyLimits, sameOrigin, securityHeaders } from "./lib/security";
import { sessionMiddleware } from "./lib/session";
import { artworkRoutes } from "./modules/artworks";
import { accountRoutes } from "./modules/account";
import { authEmailRoutes, authRoutes } from "./modules/auth";
import { exportRoutes } from "./modules/exports";
import { healthRoutes } from "./modules/health";
import { billingRoutes } from "./modules/billing";
import { roomRoutes, templateRoutes } from "./modules/templates";
import { mockupRoutes } from "./modules/mockups";

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
  app.use("*", refuseDeepJson);
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
    const { status, body, headers } = toErrorResponse(err, { path: c.req.path });
    const res = c.json(body, status, headers);
    // Every 503 is "busy or briefly unreachable, come back": say when.
    if (res.status === 503 && !res.headers.has("retry-after")) res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return res;
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
  app.get("/assets/*", (c) => jsonError(c, "not_found", "Not found"));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
