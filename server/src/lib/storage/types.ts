import type { Readable } from "node:stream";

/** A stored object opened for reading without buffering it in memory. */
export type StoredStream = {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
};

/**
 * Where files live: a local directory or an S3-compatible bucket. Keys are relative paths of
 * safe segments (`mockups/42/abc.png`); every method rejects any other key before touching I/O.
 */
export type Storage = {
  readonly kind: "local" | "s3";
  /** Atomic: a concurrent reader sees the previous object (or none), never a partial one. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Like `put`, from a stream that is never held in memory (a 300 MB Photoshop upload); resolves
   * with the bytes written. When `body` fails (a limit passed) nothing is left stored.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** `null` when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Like `get`, for large files: the caller must consume or cancel `body`. */
  stream(key: string): Promise<StoredStream | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Local storage only: the object's file on this machine, `null` when it does not exist. For
   * readers that read files themselves (libvips): a large file then never passes through JS
   * memory, where each read buffer adds to the garbage collector's work (docs/decisions/0006).
   */
  localPath?(key: string): Promise<string | null>;
  /** Keys starting with `prefix` last written strictly before `before` (for expiry sweeps). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
};

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Set for MinIO, R2, s3rver and other S3-compatible stores; unset means AWS. */
  endpoint?: string;
  /** Both or neither; neither means the SDK's default chain (env, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Defaults to true when `endpoint` is set: most self-hosted stores have no per-bucket DNS. */
  forcePathStyle?: boolean;
  /** Lets several apps or environments share one bucket (`staging` → `staging/templates/…`). */
  prefix?: string;
};

export type StorageConfig = {
  dataDir: string;
  /** S3 is used when this is set with a bucket; otherwise files go under `<dataDir>/files`. */
  s3?: S3StorageConfig | undefined;
};
