import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { attachmentHeader } from "../../lib/http";
import type { ZipStream } from "./stream-export-zip";

/** A streamed ZIP as a private download named `fileName` (with its length when known up front). */
export function sendZip(c: Context<AppEnv>, zip: ZipStream, fileName: string) {
  const headers: Record<string, string> = {
    "Content-Type": "application/zip",
    "Content-Disposition": attachmentHeader(fileName),
    "Cache-Control": "private, no-store",
  };
  if (zip.size !== null) headers["Content-Length"] = String(zip.size);
  return c.body(zip.body, 200, headers);
}
