import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";

/** Sends image bytes we made (sharp output or a stored file) with their type and the given headers. */
export function sendImage(c: Context<AppEnv>, image: { data: Buffer; contentType: string }, headers: Record<string, string>) {
  // Node Buffers from sharp and storage sit on ordinary ArrayBuffers, never shared ones.
  const body = image.data as Uint8Array<ArrayBuffer>;
  return c.body(body, 200, { "Content-Type": image.contentType, "Content-Length": String(body.byteLength), ...headers });
}
