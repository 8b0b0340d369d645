import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { notFound } from "./errors";
import { attachmentHeader } from "./http";

/** Stored files never change under the same key, so browsers may keep them. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Private files (a user's mockups) must not sit in shared caches. */
export const PRIVATE = "private, max-age=3600";

/** Streams a stored file, or 404 when it is missing. */
export async function serveFile(c: Context<AppEnv>, key: string, cacheControl: string, download?: string) {
  const file = await c.var.deps.storage.stream(key);
  if (!file) throw notFound("Image not found");
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": cacheControl,
  };
  if (download) headers["Content-Disposition"] = attachmentHeader(download);
  return c.body(file.body, 200, headers);
}

/** File names we generate: a random id and an image extension. Anything else is not ours. */
export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpe?g|webp)$/;

/** `{ file }` path parameters of the routes that serve a stored image. */
export const storedFileParam = z.object({ file: z.string().regex(STORED_FILE_NAME, "Invalid file name").meta({ example: "kX2b9QvR0sLm4TzA7cNw.png" }) });
