import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { assertValidKey, assertValidPrefix } from "./assert-valid-key";
import { writeStreamAtomic } from "./write-file-atomic";
import { contentTypeFor } from "./content-type-for";
import { toStorageError } from "./to-storage-error";
import type { S3StorageConfig, Storage } from "./types";

/** S3's own limit on keys per DeleteObjects request. */
const DELETE_BATCH = 1000;
/** Fail fast on a dead endpoint (the SDK retries 3 times) rather than hang a request. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** Inactivity, not total time: a large upload on a slow link is fine while bytes flow. */
const SOCKET_TIMEOUT_MS = 30_000;

/** Objects in an S3-compatible bucket. A single PutObject is atomic, so no temp objects. */
export function createS3Storage(config: S3StorageConfig, client = createClient(config)): Storage {
  const { bucket } = config;
  const base = normalisePrefix(config.prefix);

  const objectKey = (key: string) => {
    assertValidKey(key);
    return base + key;
  };

  // Every call goes through here so network failures surface as one 503-mapped error.
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toStorageError(error);
    }
  };

  return {
    kind: "s3",

    async put(key, data, contentType) {
      const Key = objectKey(key);
      await call(() => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: contentType })));
    },

    // PutObject needs the length up front: the stream is spooled to a local temp file first
    // (disk, not memory), then sent from it in one atomic PutObject.
    async putStream(key, body, contentType) {
      const Key = objectKey(key);
      const spool = path.join(tmpdir(), `mockup-studio-${randomUUID()}`);
      try {
        await writeStreamAtomic(spool, body);
        const { size } = await stat(spool);
        await call(() => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: createReadStream(spool), ContentLength: size, ContentType: contentType })));
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(key) {
      const Key = objectKey(key);
      return call(async () => {
        try {
          const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
          if (!out.Body) return Buffer.alloc(0);
          const bytes = await out.Body.transformToByteArray();
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      });
    },

    async stream(key) {
      const Key = objectKey(key);
      return call(async () => {
        try {
          const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
          if (!out.Body) return null;
          return {
            body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
            size: out.ContentLength ?? 0,
            contentType: out.ContentType ?? contentTypeFor(key),
          };
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      });
    },

    async delete(key) {
      const Key = objectKey(key);
      // S3 answers 204 for a missing key, so "missing is fine" needs no special case.
      await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },

    async deleteMany(keys) {
      const all = [...new Set(keys.map(objectKey))];
      for (let i = 0; i < all.length; i += DELETE_BATCH) {
        const Objects = all.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const out = await call(() =>
          client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } })),
        );
        // DeleteObjects reports per-key failures (e.g. AccessDenied) with a 200 status.
        const failed = out.Errors?.[0];
        if (failed) {
          throw new Error(`S3 could not delete ${out.Errors?.length} object(s), first ${failed.Key}: ${failed.Code} ${failed.Message}`);
        }
      }
    },

    async exists(key) {
      const Key = objectKey(key);
      return call(async () => {
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
          return true;
        } catch (error) {
          if (isNotFound(error)) return false;
          throw error;
        }
      });
    },

    async listOlderThan(prefix, before) {
      assertValidPrefix(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await call(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base + prefix, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) {
            keys.push(object.Key.slice(base.length));
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

function createClient(config: S3StorageConfig): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("S3 storage: set both the access key id and the secret access key, or neither");
  }
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
    // Only send checksums S3 requires: many S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** "staging" or "staging/" → "staging/"; validated like a key so it cannot smuggle "..". */
function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? "").replace(/\/+$/, "");
  if (!trimmed) return "";
  assertValidKey(trimmed);
  return `${trimmed}/`;
}

// By name, not by 404: GetObject on a missing bucket is also a 404 ("NoSuchBucket"), and that
// is a misconfiguration to surface, not an absent object. HeadObject has no body, so only "NotFound".
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound";
}
