import { InvalidStorageKeyError } from "./errors";

/** Well under S3's 1024-byte key limit even with a bucket prefix, and far under PATH_MAX. */
export const MAX_KEY_LENGTH = 512;

// A segment may not start with "." so "." and ".." are impossible and the local store's
// hidden temp files (".tmp-…") can never collide with a key. 255 is the filesystem NAME_MAX.
const SEGMENT = "[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/**
 * Throws unless `key` is a relative path of safe segments: no "..", no leading or doubled "/",
 * no backslash, bounded length. This is the last line against path traversal, so it is strict.
 */
export function assertValidKey(key: unknown): asserts key is string {
  if (typeof key !== "string" || key.length > MAX_KEY_LENGTH || !KEY.test(key)) {
    throw new InvalidStorageKeyError(key);
  }
}

/**
 * A listing prefix: "" (everything), a folder ("artworks/") or the start of a key
 * ("artworks/anon-"). Same alphabet and rules as a key.
 */
export function assertValidPrefix(prefix: unknown): asserts prefix is string {
  if (prefix === "") return;
  if (typeof prefix !== "string") throw new InvalidStorageKeyError(prefix);
  try {
    assertValidKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
  } catch {
    throw new InvalidStorageKeyError(prefix);
  }
}
