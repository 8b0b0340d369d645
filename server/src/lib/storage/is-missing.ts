/** True for filesystem errors that mean "no object at this key". */
export function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // ENOTDIR: a path component is a file; EISDIR: the key names a folder. Neither is an object.
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
