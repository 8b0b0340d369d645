import type { Context } from "hono";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

/**
 * Hono answers HEAD with the GET handler (and drops the body), so a HEAD on a counted download
 * would spend one. Routes with such side effects call this first: 405, nothing counted.
 */
export function refuseHead(c: Context<AppEnv>): void {
  if (c.req.method !== "HEAD") return;
  c.header("Allow", "GET");
  throw new AppError("method_not_allowed", "HEAD is not supported here: a download is only counted on GET");
}
