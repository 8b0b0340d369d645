import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { AppError, badRequest } from "./errors";

export type UploadStream = { name: string; stream: Readable };

/** A form has a name or two beside its file; nothing legitimate is larger. */
const FIELD_LIMITS = { fields: 20, fieldSize: 10_000, parts: 40 };

/**
 * A multipart body read as it arrives (never buffered whole): its text fields, and the file
 * field `field` handed to `take` as a stream, which `take` must consume (to storage, say).
 * When `take` refuses the file (a limit, a wrong format) the answer is given at once and the
 * rest of the body is drained, not kept. Other file fields are drained.
 */
export function readUploadStream<T>(c: Context<AppEnv>, field: string, take: (file: UploadStream) => Promise<T>): Promise<{ file: T; fields: Record<string, string> }> {
  const contentType = c.req.header("content-type");
  // 415, as the other routes' validators answer a body of the wrong type.
  if (!contentType?.startsWith("multipart/form-data")) throw new AppError("unsupported_media_type", `Send the image as multipart/form-data with a file field named "${field}"`);
  const body = c.req.raw.body;
  if (!body) throw badRequest(`No image uploaded: send a file in the "${field}" field`);
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let taken: { value: T } | null = null;
    let started = false;
    let finished = false;
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({ headers: { "content-type": contentType }, limits: FIELD_LIMITS });
    } catch {
      throw badRequest("Malformed multipart body");
    }
    const settle = () => {
      if (finished && taken) resolve({ file: taken.value, fields });
    };
    busboy.on("field", (name, value) => {
      fields[name] = value;
    });
    busboy.on("file", (name, stream, fileName) => {
      if (name !== field || started) {
        stream.resume();
        return;
      }
      started = true;
      take({ name: fileName, stream }).then(
        (value) => {
          taken = { value };
          settle();
        },
        (error: unknown) => {
          stream.resume();
          reject(error);
        },
      );
    });
    busboy.on("finish", () => {
      finished = true;
      if (!started) reject(badRequest(`No image uploaded: send a file in the "${field}" field`));
      settle();
    });
    busboy.on("error", () => reject(badRequest("Malformed multipart body")));
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    source.on("error", reject);
    source.pipe(busboy);
  });
}
