export { assertValidKey, assertValidPrefix, MAX_KEY_LENGTH } from "./assert-valid-key";
export { contentTypeFor } from "./content-type-for";
export { createLocalStorage } from "./create-local-storage";
export { createS3Storage } from "./create-s3-storage";
export { createStorage } from "./create-storage";
export { InvalidStorageKeyError, isStorageUnavailable, STORAGE_UNAVAILABLE, StorageUnavailableError } from "./errors";
export type { S3StorageConfig, Storage, StorageConfig, StoredStream } from "./types";
export { putAll, type PutEntry } from "./put-all";
