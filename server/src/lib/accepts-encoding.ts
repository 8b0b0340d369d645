import type { Context } from "hono";

/** Whether the request's Accept-Encoding names this content coding ("br", "gzip"). */
export const acceptsEncoding = (c: Context, name: string) => new RegExp(`\\b${name}\\b`).test(c.req.header("accept-encoding") ?? "");
