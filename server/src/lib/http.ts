import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ErrorCode } from "@shared/error-codes";
import { asciiFileName, safeFileName } from "@shared/file-names";
import { forwardedValue } from "./client-ip";
import type { AppEnv } from "./context";
import { statusForCode } from "./error-codes";
import { AppError } from "./errors";

/** Zod failures on any route become 400 with the first issue's message (the spec's texts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const message = issue?.message ?? "Invalid request";
        return jsonError(c, "bad_request", message);
      }
    },
  });
}

export { clientIp } from "./client-ip";

/** The API's error answer: `{ message, code, ...extra }` with the status the code maps to. */
export function jsonError(c: Context, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ message, code, ...extra }, statusForCode(code));
}

/** True when the request reached us over HTTPS (directly or through a trusted proxy). */
export function isHttps(c: Context<AppEnv>): boolean {
  if (forwardedValue(c, "x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

/**
 * Counted downloads are GETs (plain links); SameSite=Lax cookies still ride on a top-level
 * navigation from another site, which could spend a user's allowance. Browsers say so here.
 */
export function refuseCrossSite(c: Context<AppEnv>): void {
  if (c.req.header("sec-fetch-site") === "cross-site") throw new AppError("cross_site", "Cross-site requests are not allowed");
}

/**
 * The one Content-Disposition builder: `attachment` with the name cleaned for every file system
 * (`safeFileName`), as plain ASCII in `filename` and exactly (RFC 6266/5987) in `filename*`.
 */
export function attachmentHeader(fileName: string): string {
  const name = safeFileName(fileName);
  const exact = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${exact}`;
}
