import { createLocalStorage } from "./create-local-storage";
import { createS3Storage } from "./create-s3-storage";
import type { Storage, StorageConfig } from "./types";

/** S3 when a bucket is configured, otherwise the local data directory. */
export function createStorage(config: StorageConfig): Storage {
  return config.s3?.bucket ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
