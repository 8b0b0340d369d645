import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { forwardedHost } from "./forwarded-host";

const STRIPE_JS = "https://js.stripe.com";

/** A CSP the SPA (and Stripe's Payment Element, which lives in its own frames) works under. */
const appSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", STRIPE_JS],
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    // blob:: model-viewer (three.js) fetches a GLB's embedded textures through blob URLs.
    connectSrc: ["'self'", "blob:", "https://api.stripe.com"],
    frameSrc: [STRIPE_JS, "https://hooks.stripe.com"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
});

/** The shop widget's page and loader: other sites frame and load them, so they set their own headers (below). */
const isEmbed = (path: string) => path === "/embed.js" || path.startsWith("/embed/");

export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => (isEmbed(c.req.path) ? next() : appSecurityHeaders(c, next));

/**
 * The widget's page: framed only by the widget's own sites (and this app), scripts and data from
 * here only. Sources are checked host names (`shared/widgets.ts`), nothing else reaches the header.
 */
export function embedPageHeaders(frameAncestors: readonly string[]): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // blob:: model-viewer (three.js) fetches a GLB's embedded textures through blob URLs.
    "connect-src 'self' blob:",
    `frame-ancestors 'self'${frameAncestors.map((d) => ` ${d}`).join("")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return { "Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" };
}

/** /embed.js is loaded by shops' pages: another origin may use it. */
export const embedLoaderHeaders = { "Cross-Origin-Resource-Policy": "cross-origin", "X-Content-Type-Options": "nosniff", "Cache-Control": "public, max-age=300" };

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Callers that are not browsers (Stripe) sign their requests instead. */
export const ORIGIN_EXEMPT = new Set(["/api/stripe/webhook"]);

/**
 * The hosts this server answers as: the Host header, PUBLIC_URL's host, and X-Forwarded-Host only
 * when TRUST_PROXY_HOST says our proxy sets it (otherwise a client could name any host there).
 */
function ownHosts(c: Context<AppEnv>): string[] {
  const { publicUrl } = c.var.deps.config;
  const hosts = [c.req.header("host"), forwardedHost(c), publicUrl ? new URL(publicUrl).host : undefined];
  return hosts.filter((h): h is string => Boolean(h));
}

/**
 * Refuses state-changing requests a browser sent from another site (CSRF). Requests without
 * Origin (curl, server-to-server) pass: they carry no ambient browser cookies by accident.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method) && !ORIGIN_EXEMPT.has(c.req.path)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if (site === "cross-site") throw new AppError("cross_site", "Cross-site requests are not allowed");
    if (origin && origin !== "null") {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError("cross_site", "Cross-site requests are not allowed");
      }
      if (!ownHosts(c).includes(originHost)) throw new AppError("cross_site", "Cross-site requests are not allowed");
    } else if (origin === "null") {
      throw new AppError("cross_site", "Cross-site requests are not allowed");
    }
  }
  await next();
};

/** JSON bodies are small; uploads are bounded again, more tightly, by each upload route. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** Above the largest per-route image limit (templates, 80 MB) plus multipart overhead. */
export const UPLOAD_BODY_MAX_BYTES = 90 * 1024 * 1024;

/** Stripe's events are far smaller, but a 413 would make Stripe retry one forever. */
const WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;

/** The two routes that take a Photoshop template (300 MB, issue 28) plus multipart overhead. */
export const PSD_UPLOAD_BODY_MAX_BYTES = 310 * 1024 * 1024;
const PSD_UPLOAD_PATHS = ["/api/templates/upload", "/api/rooms"];

function maxBodySize(path: string, contentType: string | undefined): number {
  if (contentType?.startsWith("multipart/") && PSD_UPLOAD_PATHS.includes(path)) return PSD_UPLOAD_BODY_MAX_BYTES;
  if (contentType?.startsWith("multipart/") || path === "/api/mockups/upload") return UPLOAD_BODY_MAX_BYTES;
  if (path === "/api/stripe/webhook") return WEBHOOK_BODY_MAX_BYTES;
  return JSON_BODY_MAX_BYTES;
}

/**
 * A response sent before its request's body was all read (a body too large, a sign-in or origin
 * refused first) closes the connection. Kept alive, the connection would still hold the rest of
 * that body: the next request a browser sent on it would wait behind it and be cut off.
 */
export const closeUnreadBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.complete) return;
  c.header("Connection", "close");
  lingerOnClose(incoming.socket, readToTheEnd(c.req.raw.body));
};

/** How long a refused body is still read (and dropped) after the answer, as nginx's lingering close. */
const LINGER_MS = 5000;

/**
 * Closing a socket with unread data resets it, and the reset makes the client drop an answer it has
 * not read yet: a client still sending a large refused body would never see its 413. So Node's close
 * after the answer (`destroySoon`) ends the sending side only, and the socket is destroyed once the
 * rest of the body has been read (`drained`) or `LINGER_MS` has passed.
 */
function lingerOnClose(socket: Socket, drained: Promise<void>): void {
  let closing = false;
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    void drained.finally(() => {
      clearTimeout(timer);
      socket.destroy();
    });
  };
}

/** Reads and drops what is left of a body no one will read (one a handler began is left alone). */
async function readToTheEnd(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing is left to read.
  }
}

export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  // A GET or HEAD has no body (a Request made for one has none): asking bodyLimit would build that
  // Request, signal and all, on every preview.
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const maxSize = maxBodySize(c.req.path, c.req.header("content-type"));
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("request_too_large", `Request body is too large (limit ${Math.round(maxSize / 1024)} kB)`);
    },
  })(c, next);
};
