import { randomBytes } from "node:crypto";
import { Readable, Transform } from "node:stream";
import type { Context } from "hono";
import { PSD_FILE_NAME } from "@shared/psd";
import { ImageError, isPsd, PSD_HEADER_BYTES, PSD_LIMITS, readPsdHeader } from "../../image";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { readUploadStream } from "../../lib/read-upload-stream";
import { UPLOAD_BODY_MAX_BYTES } from "../../lib/security";
import type { Storage } from "../../lib/storage";

/** A template or room upload as received: an image's bytes, or a Photoshop file staged in storage. */
export type ReceivedUpload = { kind: "image"; bytes: Buffer } | { kind: "psd"; key: string; size: number };

/** Where a Photoshop upload waits while it is prepared (then deleted, whatever the outcome). */
export const PSD_STAGING_PREFIX = "uploads/psd/";

const TOO_LARGE = `The Photoshop file is too large (maximum ${PSD_LIMITS.maxBytes / 1024 / 1024} MB)`;

/** The first `bytes` of a stream (fewer when it is shorter) and the stream itself, unchanged, with them put back. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

/** Passes bytes through until `max`, then fails with `error` (the storage write is then abandoned). */
function limitBytes(max: number, error: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > max ? error() : null, seen > max ? undefined : chunk);
    },
  });
}

async function collect(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > max) throw new AppError("request_too_large", `Request body is too large (limit ${Math.round(max / 1024)} kB)`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart upload of POST /api/templates/upload or /api/rooms as it arrives. A
 * Photoshop file (by its bytes, or by its name, then refused when it is not one) is checked from
 * its header before anything is stored (signature, 12 000 px, RGB 8/16 bit), then streamed to a
 * staging key under the 300 MB limit: never held in memory. Any other file is read into memory
 * as before. A refusal stores nothing.
 */
export async function receiveUpload(c: Context<AppEnv>, storage: Storage, { acceptPsd }: { acceptPsd: boolean }): Promise<{ upload: ReceivedUpload; fields: Record<string, string> }> {
  const { file, fields } = await readUploadStream(c, "image", async ({ name, stream }): Promise<ReceivedUpload> => {
    const { head, whole } = await peek(stream, PSD_HEADER_BYTES);
    if (!acceptPsd || !(isPsd(head) || PSD_FILE_NAME.test(name))) return { kind: "image", bytes: await collect(whole, UPLOAD_BODY_MAX_BYTES) };
    readPsdHeader(head);
    const key = `${PSD_STAGING_PREFIX}${randomBytes(12).toString("base64url")}.psd`;
    const limited = whole.pipe(limitBytes(PSD_LIMITS.maxBytes, () => new ImageError("image_too_large", TOO_LARGE)));
    whole.on("error", (error) => limited.destroy(error));
    const size = await storage.putStream(key, limited, "application/octet-stream");
    return { kind: "psd", key, size };
  });
  return { upload: file, fields };
}

/** Removes what an upload left in storage when the request goes no further. */
export async function discardUpload(storage: Storage, upload: ReceivedUpload): Promise<void> {
  if (upload.kind === "psd") await storage.delete(upload.key).catch(() => undefined);
}
