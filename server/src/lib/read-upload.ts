import type { Context } from "hono";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/** The bytes of one multipart file field; a clear 400 when the field is missing or not a file. */
export async function readUpload(c: Context<AppEnv>, field: string): Promise<Buffer> {
  return (await readUploadFile(c, field)).bytes;
}

/** The bytes and the name of one multipart file field. */
export async function readUploadFile(c: Context<AppEnv>, field: string): Promise<{ bytes: Buffer; name: string }> {
  if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
    throw badRequest(`Send the image as multipart/form-data with a file field named "${field}"`);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest("Malformed multipart body");
  }
  const file = body[field];
  if (!(file instanceof File)) throw badRequest(`No image uploaded: send a file in the "${field}" field`);
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
}
