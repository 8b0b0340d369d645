import path from "node:path";

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  zip: "application/zip",
};

/** MIME type from a key's extension; the local store keeps no metadata, so serving relies on this. */
export function contentTypeFor(key: string): string {
  const ext = path.posix.extname(key).slice(1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}
